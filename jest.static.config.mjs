import nextJest from 'next/jest.js';

// Static checks of the exported test builds (e2e/static/): HTML, metadata, links, budgets, read
// from the files with no browser. They need `npm run build:e2e` first, so they run apart from the
// unit tests (`npm run test:static`). jsdom gives them DOMParser to read the HTML.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/e2e/static'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.js',
  },
};

export default createJestConfig(config);
