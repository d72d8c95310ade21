export declare function loaderScript(sources: string[], preloads?: string[]): string;
export declare function deferFrameworkScripts(html: string): string;
