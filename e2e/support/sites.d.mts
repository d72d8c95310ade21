export interface TestSite {
  /** Short name used by tests, e.g. 'main'. */
  name: string;
  /** Where `next build` output is moved to. */
  outDir: string;
  /** The folder the static server serves (the parent of outDir for base-path builds). */
  serveDir: string;
  /** 127.0.0.1 port. */
  port: number;
  /** NEXT_PUBLIC_BASE_PATH of the build, '' for none. */
  basePath: string;
  /** Build-time environment. */
  env: Record<string, string>;
  /** Folders of public/ the build must do without: it then runs in a copy of the project lacking them. */
  withoutPublic?: string[];
  /**
   * Keep only the first (default) language of content/languages.ts, whichever the owner's is (the
   * build then runs in a copy, too); a content of one language is built as it is.
   */
  onlyDefaultLanguage?: boolean;
  /**
   * A folder whose `apply.mjs` (default export, called with the copy's root) edits the content of
   * a copy of the project before the build (it may return a promise): another owner's site.
   */
  overlay?: string;
  /** Where that site's edited content/ is kept for its tests to read. */
  contentDir?: string;
  /**
   * With `contentDir`: the browser specs (file names without `.spec.ts`) run on this site besides
   * the sweep and the work section (playwright.owner.config.ts).
   */
  browserSpecs?: string[];
  /** Static checks (e2e/static/<name>.test.ts) that run on this site only, never on main's build. */
  staticTests?: string[];
  /** Replace the copy's sample images with owner-like photos (scripts/images/photo-fixture.mjs). */
  photoFixture?: boolean;
}
export declare const EMAILJS_MOCK_PORT: number;
export declare const EMAILJS_MOCK_ORIGIN: string;
export declare const TEST_EMAILJS: { publicKey: string; serviceId: string; templateId: string };
export declare const TEST_CLOUD_NAME: string;
export declare const testSites: TestSite[];
export declare function siteOrigin(name: string): string;
export declare function builtInCopy(site: TestSite): boolean;
export declare const otherOwnerSites: TestSite[];
export declare function skipNoteOf(site: TestSite): string;
export declare function whyNotBuilt(site: TestSite, root: string): string | undefined;
export declare function builtOtherOwnerSites(root: string): TestSite[];
export declare class DoesNotFit extends Error {}
export declare const ANALYTICS_MOCK_PORT: number;
export declare const ANALYTICS_MOCK_ORIGIN: string;
export type TestAnalyticsProvider = 'plausible' | 'umami' | 'goatcounter' | 'cloudflare';
export declare const TEST_ANALYTICS_SITES: Record<TestAnalyticsProvider, string>;
export declare function analyticsEnv(provider: TestAnalyticsProvider): Record<string, string>;
