/**
 * The owner's content, as plain typed data. Nothing here computes anything: the helpers that read
 * it (lookups, normalising) live in `lib/content/projects.ts`, so `lib/` depends on `content/` and never
 * the other way round.
 */
import { defaultCopy } from './translations';

export type * from './types';
export { experience } from './experience';
export { projects } from './projects';
export { site } from './site';
export { skillGroups } from './skills';
export { cv } from './cv';
export { languages } from './languages';
export { defaultCopy, interfaceWords, translations } from './translations';
export type * from './translations/types';
export type { LanguageInfo } from './languages';
export type * from './copy';
// The default language's interface words by module name (`homeCopy`, `contactCopy`, ...), for
// code that speaks the default language (tests, the CV's file name).
export const {
  commonCopy,
  contactCopy,
  cvCopy,
  errorCopy,
  homeCopy,
  layoutCopy,
  notFoundCopy,
  projectCopy,
  quickViewCopy,
  shareCopy,
  themeCopy,
  writingCopy,
} = defaultCopy;
