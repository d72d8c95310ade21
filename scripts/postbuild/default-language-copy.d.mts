export function defaultLanguageOf(html: string): string | undefined;
export function dropDefaultLanguageCopy(outDir: string): { language: string; removed: number };
