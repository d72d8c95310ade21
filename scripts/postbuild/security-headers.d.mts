export declare const DEFAULT_EMAILJS_ORIGIN: string;
export declare const CLOUDINARY_ORIGIN: string;
export declare const VIDEO_FRAME_ORIGINS: string[];
export declare const STATIC_SECURITY_HEADERS: Record<string, string>;
export declare function findInlineScripts(html: string): string[];
export declare function scriptHash(source: string): string;
export declare function buildContentSecurityPolicy(options: {
  scriptHashes: string[];
  emailjsOrigin?: string;
  cloudinary?: boolean;
  analytics?: { script: string[]; connect: string[]; img: string[] };
  forHeader?: boolean;
}): string;
export declare function injectMetaPolicy(html: string, policy: string): string;
export declare const PAGE_ONLY_HEADERS: Record<string, string>;
export declare const FILE_POLICY: string;
export declare function buildHeadersFile(
  pages: { paths: string[]; policy: string }[],
  fileFolders?: string[],
): string;
export declare function fileOnlyFolders(outDir: string, basePath: string): string[];
export declare const cspMetaStep: import('./pipeline.mjs').PageStep;
export declare const headersFileStep: import('./pipeline.mjs').SiteStep;
