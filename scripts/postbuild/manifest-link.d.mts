export declare function withoutManifestLink(html: string): string;
export declare const manifestLinkStep: import('./pipeline.mjs').PageStep;
