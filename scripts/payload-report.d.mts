/** Types for scripts/payload-report.mjs (plain JavaScript, run under Node). */
export function pagePayloadScript(html: string, exportDir?: string): string;
export function payloadText(html: string, exportDir?: string): string;
export function payloadRows(text: string): Map<string, string>;
export function accountPayload(text: string): {
  total: number;
  modules: number;
  markup: number;
  other: number;
  byComponent: Map<string, { count: number; bytes: number }>;
};
export function repeatedTexts(
  text: string,
  minLength?: number,
): { text: string; count: number; bytes: number }[];
export function gzipCostOfProps(text: string, name: string): number;
