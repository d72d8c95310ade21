export declare function loaderScript(
  sources: string[],
  preloads?: string[],
  payload?: string,
): string;
export declare function deferFrameworkScripts(html: string): string;
export declare function withPayloadFile(html: string, url: string): string;
export declare function loaderSources(html: string): string[];
export declare function hasLoader(html: string): boolean;
export declare const deferScriptsStep: import('./pipeline.mjs').PageStep;
