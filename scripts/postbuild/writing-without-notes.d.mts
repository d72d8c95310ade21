export function dropWritingWithoutNotes(outDir: string): string[];
