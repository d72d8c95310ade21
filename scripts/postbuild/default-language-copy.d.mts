export function defaultLanguageOf(html: string): string | undefined;
export function otherLanguagesOf(html: string, language: string): string[];
export function dropDefaultLanguageCopy(outDir: string): { language: string; removed: number };
