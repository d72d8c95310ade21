/**
 * The one loader of the languages' words, keyed by the codes of `content/languages.ts`: each
 * language lives in its own folder, `content/translations/<code>/`, with
 *   - `copy/`     its interface words (every listed language, the default one included);
 *   - `index.ts`  its words for the owner's data, laid over `content/site.ts`, `projects.ts`, ...
 *                 (every language but the default, whose words ARE those files).
 * Only the folders of listed languages are read, so a language left out of the list can be deleted.
 * Server only in practice: the site reads them through `lib/i18n/content.ts`, so a page's HTML and
 * JavaScript carry only its own language.
 */
import { languages } from '../languages';
import type { CopyWords, DataWords, LanguageWords } from './types';

// The path is a template on purpose: Turbopack, Jest and the check's loader (jiti) all resolve
// `./<code>/...` at run time against the folders that exist, so no language is imported by name.
// Kept to these two functions, the only place that knows the folder layout.
function loadCopy(code: string): CopyWords {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a folder per listed code, read synchronously
    return require(`./${code}/copy/index`) as CopyWords;
  } catch (error) {
    if (!isMissing(error, `${code}/copy`)) throw error;
    throw new Error(
      `Language "${code}" (content/languages.ts) has no interface words: add content/translations/${code}/copy/ (copy another language's folder and translate it)`,
    );
  }
}

function loadData(code: string): DataWords | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
    return (require(`./${code}/index`) as { words: DataWords }).words;
  } catch (error) {
    // No overlay yet: the content check names every word it lacks.
    if (isMissing(error, `${code}/index`)) return undefined;
    throw error;
  }
}

/** Whether `error` says that the module `request` itself does not exist (not one it imports). */
function isMissing(error: unknown, request: string): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /cannot find module|module not found/i.test(message) && message.includes(request);
}

const [defaultLanguage, ...otherLanguages] = languages.map((language) => language.code);
// Said here, where it first breaks: every page, the check and the tests read the default language.
if (defaultLanguage === undefined) {
  throw new Error(
    "content/languages.ts lists no language: list at least one, the site's default first (e.g. { code: 'en', name: 'English', locale: 'en-US', ogLocale: 'en_US' })",
  );
}

/** Every listed language's interface words, by code. */
export const interfaceWords: Readonly<Record<string, CopyWords>> = Object.fromEntries(
  languages.map(({ code }) => [code, loadCopy(code)]),
);

/** The default language's interface words (the site's words at `/`). */
export const defaultCopy: CopyWords = interfaceWords[defaultLanguage] ?? loadCopy(defaultLanguage);

/**
 * Every language but the default one: its words for the owner's data and its interface words, by
 * code; a language whose `index.ts` is missing is left out (the check reports it).
 */
export const translations: Readonly<Record<string, LanguageWords>> = Object.fromEntries(
  otherLanguages.flatMap((code) => {
    const data = loadData(code);
    return data ? [[code, { ...data, copy: interfaceWords[code]! }]] : [];
  }),
);
