export declare function inlineOutlinedBoundaries(html: string): string;
export declare const inlineBoundariesStep: import('./pipeline.mjs').PageStep;
