/** Types for lib/head-script/lcp-image.mjs (plain JavaScript so the post-build script runs it under Node). */
export declare const LCP_MEDIA_ATTRIBUTE: 'data-lcp-media';
export declare const LCP_IMAGE: string;
