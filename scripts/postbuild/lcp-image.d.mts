/** Types for scripts/postbuild/lcp-image.mjs. */
export declare const WIDE_LCP_IMAGE: string;
export declare const LCP_IMAGE: string;
