import nextJest from 'next/jest.js';

// next/jest loads next.config.ts and .env files, and transforms TS, JSX and CSS modules like Next does.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Components are tested in a browser-like DOM; pure lib/ tests run there too without cost.
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside the react-server condition; unit tests import such modules directly.
    '^server-only$': '<rootDir>/test/empty-module.js',
    // Its package sends a browser (jsdom) to an ES-module bundle Jest cannot load; the build reads its
    // Node build (tag addresses, lib/writing/tags.ts), and so do the tests.
    '^transliteration$': '<rootDir>/node_modules/transliteration/dist/node/src/node/index.js',
  },
  // Browser tests live in e2e/ and run under Playwright, not Jest.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '/.e2e-builds/'],
  // UNIT_WORKERS: how many test files run at once (Jest's own default is one fewer than the cores).
  // `npm test` runs the unit tests beside the type check and the lint, which end first: with one
  // worker the second core then sat idle. With one per core the unit tests took 31 s instead of 36
  // beside the other two here, and the stage 38-40 s instead of 45 from a fresh clone.
  ...(process.env.UNIT_WORKERS ? { maxWorkers: process.env.UNIT_WORKERS } : {}),
};

/**
 * Packages published only as ES modules, which Jest's CommonJS runtime cannot load untransformed:
 * the HTML and CSS parsers under `beasties` (scripts/postbuild/critical-styles.mjs). next/jest
 * ignores all of node_modules and lets a config only append patterns, so its pattern is narrowed
 * here to let these through.
 */
const ESM_ONLY = [
  'css-select',
  'css-what',
  'domhandler',
  'domutils',
  'htmlparser2',
  'dom-serializer',
  'boolbase',
  'nth-check',
  'domelementtype',
  'entities',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest's pattern is `/node_modules/(?!.pnpm)(?!(<packages it transpiles>)/)`.
  const transpiled = '/node_modules/(?!.pnpm)(?!(';
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((ignored) =>
      ignored.startsWith(transpiled)
        ? `${transpiled}${ESM_ONLY.join('|')}|${ignored.slice(transpiled.length)}`
        : ignored,
    ),
  };
}
