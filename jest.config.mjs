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
  },
  // Browser tests live in e2e/ and run under Playwright, not Jest.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/.next/', '/.e2e-builds/'],
};

export default createJestConfig(config);
