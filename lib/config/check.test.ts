/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSettingProblems, findSettingSamples, type EnvFile } from '@/lib/config/check';

const localFile = (env: EnvFile['env']): EnvFile => ({ path: '.env.local', env });

/** What `npm run check` is given: the values in use, and the file that set them. */
function fromLocalFile(env: EnvFile['env']) {
  return findSettingProblems(env, [localFile(env)]);
}

describe('the settings check', () => {
  it('finds nothing in settings the build can use, or in none at all', () => {
    expect(
      fromLocalFile({
        NEXT_PUBLIC_SITE_URL: 'https://siti.dev/',
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        NEXT_PUBLIC_ANALYTICS_SITE: 'siti.dev',
      }),
    ).toEqual([]);
    // Without a scheme, the build writes https:// (a host's variables are written so).
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'siti.dev' })).toEqual([]);
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(findSettingProblems({})).toEqual([]);
  });

  it('names a site address with a mistyped scheme, and the one meant', () => {
    // The build wrote it as https://htps://siti.dev.
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'htps://siti.dev' })).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "htps://siti.dev" is not a web address: write it like https://siti.dev',
    ]);
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'https//siti.dev' })).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "https//siti.dev" is not a web address: write it like https://siti.dev',
    ]);
  });

  it('names a site address that is no address, with an example', () => {
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'siti dev' })).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "siti dev" is not a web address: write it like https://your-name.dev',
    ]);
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'https://siti.dev?ref=cv' })).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "https://siti.dev?ref=cv" is not a web address: write it like https://siti.dev',
    ]);
  });

  it('names a site address with a path, which the pages would write before the base path again', () => {
    // A GitHub Pages project site: the build wrote https://siti.github.io/portfolio/portfolio/.
    expect(
      fromLocalFile({
        NEXT_PUBLIC_SITE_URL: 'https://siti.github.io/portfolio/',
        NEXT_PUBLIC_BASE_PATH: '/portfolio',
      }),
    ).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "https://siti.github.io/portfolio/" has a path: write the origin alone, https://siti.github.io, NEXT_PUBLIC_BASE_PATH (/portfolio) is added to it',
    ]);
    // The base path written without its slash is the same base path.
    expect(
      fromLocalFile({
        NEXT_PUBLIC_SITE_URL: 'https://siti.github.io/portfolio',
        NEXT_PUBLIC_BASE_PATH: 'portfolio',
      }),
    ).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "https://siti.github.io/portfolio" has a path: write the origin alone, https://siti.github.io, NEXT_PUBLIC_BASE_PATH (/portfolio) is added to it',
    ]);
    expect(fromLocalFile({ NEXT_PUBLIC_SITE_URL: 'https://siti.github.io/portfolio' })).toEqual([
      '.env.local: NEXT_PUBLIC_SITE_URL "https://siti.github.io/portfolio" has a path: write the origin alone, https://siti.github.io, and the path as NEXT_PUBLIC_BASE_PATH=/portfolio',
    ]);
  });

  it(".env.example's address is named among the sample values, in the file that set it", () => {
    const example = { NEXT_PUBLIC_SITE_URL: 'https://your-name.github.io' };
    expect(findSettingSamples(example, [localFile(example)])).toEqual([
      ".env.local: NEXT_PUBLIC_SITE_URL (https://your-name.github.io, the example's address: write your site's, or leave it empty to build for http://localhost:3000)",
    ]);
    expect(findSettingSamples({ NEXT_PUBLIC_SITE_URL: 'https://siti.dev' })).toEqual([]);
    // The example file holds that address: a new owner copies it as step 8 of the README says.
    const exampleFile = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    expect(exampleFile).toMatch(/^NEXT_PUBLIC_SITE_URL=https:\/\/your-name\.github\.io$/m);
  });

  it("names an analytics setting in the build's words, where the owner set it", () => {
    expect(fromLocalFile({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausable' })).toEqual([
      '.env.local: NEXT_PUBLIC_ANALYTICS_PROVIDER "plausable" is not one of plausible, umami, goatcounter, cloudflare',
    ]);
    // The setting left out is wanted in the file that named the provider.
    expect(fromLocalFile({ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami' })).toEqual([
      '.env.local: NEXT_PUBLIC_ANALYTICS_SITE is required with umami: the website id Umami shows in the tracking code (a UUID)',
    ]);
  });

  it('names the file that set the value in use, or the environment', () => {
    const env = { NEXT_PUBLIC_SITE_URL: 'htps://siti.dev' };
    expect(
      findSettingProblems(env, [
        { path: '.env.local', env: {} },
        { path: '.env', env: { NEXT_PUBLIC_SITE_URL: 'htps://siti.dev' } },
      ]),
    ).toEqual([
      '.env: NEXT_PUBLIC_SITE_URL "htps://siti.dev" is not a web address: write it like https://siti.dev',
    ]);
    // Set in the shell or by the host's build, over the file's value.
    expect(
      findSettingProblems(env, [localFile({ NEXT_PUBLIC_SITE_URL: 'https://siti.dev' })]),
    ).toEqual([
      'the environment: NEXT_PUBLIC_SITE_URL "htps://siti.dev" is not a web address: write it like https://siti.dev',
    ]);
  });

  it("reads .env.local as @next/env lists it (the file's name and its values)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-check-'));
    try {
      fs.writeFileSync(path.join(dir, '.env.local'), 'NEXT_PUBLIC_SITE_URL=htps://siti.dev\n');
      // A process of its own: the loader keeps what it read, and Jest's has read the project's.
      const script = `const { loadEnvConfig } = require('@next/env');
        const { loadedEnvFiles } = loadEnvConfig(process.argv[1], false, { info() {}, error() {} });
        console.log(JSON.stringify({ env: process.env, loadedEnvFiles }));`;
      // As `npm run check` runs: not in Jest's test mode (whose .env files are others), with no
      // setting of the shell's, and not marked as loaded already (Next's loader would skip it).
      const env = Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) =>
            !['NODE_ENV', '__NEXT_PROCESSED_ENV'].includes(name) &&
            !name.startsWith('NEXT_PUBLIC_'),
        ),
      ) as NodeJS.ProcessEnv;
      const result = spawnSync(process.execPath, ['-e', script, dir], { env, encoding: 'utf8' });
      const loaded = JSON.parse(result.stdout) as {
        env: Record<string, string>;
        loadedEnvFiles: EnvFile[];
      };
      expect(findSettingProblems(loaded.env, loaded.loadedEnvFiles)).toEqual([
        '.env.local: NEXT_PUBLIC_SITE_URL "htps://siti.dev" is not a web address: write it like https://siti.dev',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is printed by `npm run check`, which fails', () => {
    const result = spawnSync(process.execPath, ['scripts/check/index.mjs'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NEXT_PUBLIC_SITE_URL: 'htps://siti.dev',
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausable',
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      [
        '✖ settings: 2 problems; fix them and run `npm run check` again:',
        '  - the environment: NEXT_PUBLIC_SITE_URL "htps://siti.dev" is not a web address: write it like https://siti.dev',
        '  - the environment: NEXT_PUBLIC_ANALYTICS_PROVIDER "plausable" is not one of plausible, umami, goatcounter, cloudflare',
      ].join('\n'),
    );
  });
});
