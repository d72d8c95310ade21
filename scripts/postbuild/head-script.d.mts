import type { PageStep } from './pipeline.mjs';
export const HEAD_SCRIPT_FILE: string;
export function insertHeadScript(html: string, script: string): string;
export function headScriptStep(outDir: string): PageStep;
