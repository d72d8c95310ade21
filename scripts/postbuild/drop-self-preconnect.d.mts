/** Types for scripts/postbuild/drop-self-preconnect.mjs (plain JavaScript so the post-build script runs it under Node). */
import type { PageStep } from './pipeline.mjs';
export declare function dropSelfPreconnect(html: string): string;
export declare const dropSelfPreconnectStep: PageStep;
