/**
 * Build-time check that every language has every word: each overlay of `content/translations/`
 * covers every entry of the owner's data, and each copy module every field of the default
 * language's. A gap stops the build, naming the language, the file, the entry and the field.
 */
import 'server-only';
import { languages, translations } from '@/content';
import { findMissingWords } from '@/lib/i18n/missing-words';

/** Every missing word of every language, naming the language, the file, the entry and the field. */
export function findTranslationProblems(): string[] {
  return languages
    .slice(1)
    .flatMap((language) => findMissingWords(language.code, translations[language.code]));
}

/** Throws naming every missing word of every language; runs once per process. */
let checked = false;
export function checkTranslations(): void {
  if (checked) return;
  const problems = findTranslationProblems();
  if (problems.length > 0) {
    throw new Error(
      `Missing translations in content/translations/ (${problems.length}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  checked = true;
}
