/** Types for scripts/postbuild/pipeline.mjs (plain JavaScript so the post-build script runs it under Node). */
export interface Page {
  file: string;
  paths: string[];
  html: string;
  headerPolicy?: string;
}
export interface Site {
  outDir: string;
  basePath: string;
  pages: Page[];
  emailjsOrigin?: string;
  cloudinary?: boolean;
  /** The origins the analytics provider needs; none when it is off. */
  analytics?: { script: string[]; connect: string[]; img: string[] };
}
export interface PageStep {
  name: string;
  page: (html: string, page: Page, site: Site) => string | Promise<string>;
  everyPage?: boolean;
  expected?: string;
}
export interface SiteStep {
  name: string;
  site: (site: Site) => { changed: number; of: number; unit: string };
  required?: boolean;
  expected?: string;
}
export type Step = PageStep | SiteStep;
export interface StepReport {
  step: string;
  changed: number;
  of: number;
  unit: string;
}
export declare class PostbuildStepError extends Error {}
export declare function runSteps(
  steps: Step[],
  site: Site,
  io?: { savePage?: (page: Page) => void; log?: (line: string) => void },
): Promise<StepReport[]>;
export declare function htmlFiles(dir: string): string[];
export declare function urlPaths(outDir: string, basePath: string, file: string): string[];
export declare function readSite(outDir: string, settings: Omit<Site, 'outDir' | 'pages'>): Site;
export function rewriteFiles(
  files: string[],
  transform: (text: string) => string,
): { changed: number; of: number };
