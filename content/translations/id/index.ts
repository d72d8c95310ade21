/**
 * Indonesian words for the owner's data, keyed by each entry's id (the interface words are in
 * `copy/`). Read only when Indonesian is listed after the default language. Placeholders ({firstName}, {role}, {name}, {Count}, ...) are filled in by
 * the site, exactly as in English.
 */
import type { DataWords } from '../types';
import { cv } from './cv';
import { experience } from './experience';
import { projects } from './projects';
import { site } from './site';
import { skills } from './skills';

export const words: DataWords = {
  site,
  projects,
  experience,
  skills,
  cv,
};
