import nextJest from 'next/jest.js';
import {
  builtInCopy,
  builtOtherOwnerSites,
  otherOwnerSites,
  testSites,
} from './e2e/support/sites.mjs';

// Static checks of the exported test builds (e2e/static/): HTML, metadata, links, budgets, read
// from the files with no browser. They need `npm run build:e2e` first, so they run apart from the
// unit tests (`npm run test:static`). jsdom gives them DOMParser to read the HTML.
const createJestConfig = nextJest({ dir: './' });

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/$1',
  '^server-only$': '<rootDir>/test/empty-module.js',
  // Its package sends a browser (jsdom) to an ES-module bundle Jest cannot load; the build reads its
  // Node build (tag addresses, lib/writing/tags.ts), and so do the tests.
  '^transliteration$': '<rootDir>/node_modules/transliteration/dist/node/src/node/index.js',
};

/** @type {import('jest').Config} */
const config = {
  displayName: 'main',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/e2e/static'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper,
};

/** Checks that belong to one other owner's site only (its `staticTests` in e2e/support/sites.mjs). */
const ownSiteTests = otherOwnerSites.flatMap((site) => site.staticTests ?? []);

/**
 * The checks that read one build and the content it was built from: they run again on each other
 * owner's site (e2e/support/sites.mjs), reading its build (`TESTED_SITE`) and its content/ as
 * `@/content`, so an expectation typed from the sample instead of read from content/ fails there.
 */
const ON_EVERY_OWNER = [
  'budgets',
  'cv',
  'html-validity',
  'language-links',
  'languages',
  'links',
  'metadata',
  'payload',
  'projects',
  'writing',
];

/**
 * The checks of the main project that read only the builds made in the checkout (main and the
 * base-path site). `npm test` (scripts/run-tests.mjs) runs them as soon as those two are built,
 * while the sites built in a copy are still building: the copies' chain of builds is the longer
 * one, and these checks use the core it leaves idle. A file listed here that reads another site's
 * build fails at once (e2e/support/static-files.ts, `builtSite`).
 */
const CHECKOUT_BUILDS_ONLY = [
  'cv',
  'early-press',
  'headers',
  'html-validity',
  'language-links',
  'languages',
  'metadata',
  'payload',
  'project-links',
  'projects',
  'writing',
  'writing-links',
];
const checkoutSites = testSites.filter((site) => !builtInCopy(site)).map((site) => site.name);

/**
 * STATIC_PART=checkout runs only those checks; STATIC_PART=rest every other check (the main
 * project's other files and every other owner's site). Unset: all of them.
 */
const part = process.env.STATIC_PART;
if (part && part !== 'checkout' && part !== 'rest') {
  throw new Error(`STATIC_PART=${part}: expected "checkout" or "rest"`);
}
const fileNamed = (names) => names.map((name) => `/${name}\\.test\\.ts$`);

/** E2E_SITES=a,b limits the run to those sites' checks, as it limits `npm run build:e2e`. */
const only = process.env.E2E_SITES?.split(',').map((name) => name.trim());

/** @param {import('./e2e/support/sites.mjs').TestSite} site */
const otherOwnerConfig = (site) => ({
  ...config,
  displayName: site.name,
  testMatch: [...ON_EVERY_OWNER, ...(site.staticTests ?? [])].map((name) => `**/${name}.test.ts`),
  moduleNameMapper: {
    '^@/content$': `<rootDir>/${site.contentDir}`,
    '^@/content/(.*)$': `<rootDir>/${site.contentDir}/$1`,
    ...moduleNameMapper,
  },
  globals: { TESTED_SITE: site.name, TESTED_CONTENT_DIR: site.contentDir },
});

/**
 * next/jest compiles `@/…` imports to the tsconfig's paths before the module name mapper sees
 * them: another owner's checks get `@/content` mapped in that compiler's paths too.
 * @param {import('jest').Config} resolved
 * @param {string} contentDir
 */
function withContentPaths(resolved, contentDir) {
  const transform = Object.fromEntries(
    Object.entries(resolved.transform ?? {}).map(([pattern, entry]) => {
      const [transformer, options] = Array.isArray(entry) ? entry : [entry, undefined];
      const compilerOptions = options?.jsConfig?.compilerOptions;
      if (!compilerOptions?.paths) return [pattern, entry];
      const paths = {
        '@/content': [`./${contentDir}`],
        '@/content/*': [`./${contentDir}/*`],
        ...compilerOptions.paths,
      };
      const jsConfig = { ...options.jsConfig, compilerOptions: { ...compilerOptions, paths } };
      return [pattern, [transformer, { ...options, jsConfig }]];
    }),
  );
  return { ...resolved, transform };
}

const staticChecks = async () => ({
  // Jest's default is one worker fewer than the cores: one on a 2-core machine. The checks wait on
  // files and on the HTML checker's Java process as much as on the CPU: two workers take 38 s where
  // one took 47 (three, 42).
  maxWorkers: 2,
  projects: [
    ...(!only || only.includes('main')
      ? [
          await createJestConfig({
            ...config,
            ...(part === 'checkout'
              ? {
                  testMatch: CHECKOUT_BUILDS_ONLY.map((name) => `**/${name}.test.ts`),
                  globals: { BUILT_SITES: checkoutSites },
                }
              : {}),
            testPathIgnorePatterns: fileNamed([
              ...ownSiteTests,
              ...(part === 'rest' ? CHECKOUT_BUILDS_ONLY : []),
            ]),
          })(),
        ]
      : []),
    ...(await Promise.all(
      (part === 'checkout' ? [] : builtOtherOwnerSites(import.meta.dirname))
        .filter((site) => !only || only.includes(site.name))
        .map(async (site) =>
          withContentPaths(await createJestConfig(otherOwnerConfig(site))(), site.contentDir),
        ),
    )),
  ],
});

export default staticChecks;
