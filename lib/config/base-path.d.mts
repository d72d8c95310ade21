/** Types for lib/config/base-path.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare function parseBasePath(raw: string | undefined): string;
export declare const basePath: string;
export declare function withBasePath(publicPath: string): string;
