/**
 * The owner's content, as plain typed data. Nothing here computes anything: the helpers that read
 * it (lookups, normalising) live in `lib/content/projects.ts`, so `lib/` depends on `content/` and never
 * the other way round.
 */
export type * from './types';
export { experience } from './experience';
export { projects } from './projects';
export { site } from './site';
export { skillGroups } from './skills';
export { cv } from './cv';
export { languages } from './languages';
export { translations } from './translations';
export type * from './translations/types';
export type { LanguageInfo } from './languages';
export * from './translations/en/copy';
