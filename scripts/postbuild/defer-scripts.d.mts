export declare function loaderScript(sources: string[], preloads?: string[]): string;
export declare function deferFrameworkScripts(html: string): string;
export declare const deferScriptsStep: import('./pipeline.mjs').PageStep;
