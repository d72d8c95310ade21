/**
 * `npm run test:owner`: the browser tests on every other owner's test site (the sites of
 * e2e/support/sites.mjs with their own content/), one Playwright run per site, in turn
 * (playwright.owner.config.ts reads the site from OWNER_SITE). Arguments are passed on to each
 * run (`npm run test:owner -- --project=desktop`). OWNER_SITE=a,b runs only those.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { otherOwnerSites, whyNotBuilt } from '../e2e/support/sites.mjs';

const only = process.env.OWNER_SITE?.split(',').map((name) => name.trim());
const sites = only ? otherOwnerSites.filter((site) => only.includes(site.name)) : otherOwnerSites;
if (only && sites.length !== only.length) {
  console.error(
    `OWNER_SITE=${process.env.OWNER_SITE}: not every name is a site with its own content`,
  );
  process.exit(1);
}

let failed = false;
const root = path.resolve(import.meta.dirname, '..');
for (const site of sites) {
  // A site the build left out (content/ lacks what it is made from) is skipped with the reason.
  const reason = whyNotBuilt(site, root);
  if (reason) {
    console.log(`\nBrowser tests on ${site.name}'s site: skipped, ${reason}`);
    continue;
  }
  console.log(`\nBrowser tests on ${site.name}'s site`);
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'playwright.owner.config.ts', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, OWNER_SITE: site.name } },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
