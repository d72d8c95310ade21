/**
 * Everything a visitor reads, in Indonesian: the overlay of the owner's data (keyed by id) and
 * every interface word. Placeholders ({firstName}, {role}, {name}, {Count}, ...) are filled in by
 * the site, exactly as in English.
 */
import type { LanguageWords } from '../types';
import * as copy from './copy';
import { cv } from './cv';
import { experience } from './experience';
import { projects } from './projects';
import { site } from './site';
import { skills } from './skills';

export const id: LanguageWords = {
  site,
  projects,
  experience,
  skills,
  cv,
  copy,
};
