import fs from 'node:fs';
import path from 'node:path';
import { analyticsSources, resolveAnalytics } from '@/lib/analytics/providers.mjs';
import { headersForPath, parseHeadersFile } from '@/scripts/postbuild/host-headers.mjs';
import {
  buildContentSecurityPolicy,
  findInlineScripts,
  scriptHash,
} from '@/scripts/postbuild/security-headers.mjs';
import { testSites, whyNotBuilt } from '../support/sites.mjs';
import { builtSite, listPages, urlPathOf } from '../support/static-files';

/**
 * Each test build's pages, policy by policy: a build with a provider gains exactly that
 * provider's origins (from lib/analytics/providers.mjs) in its <meta> policy and in `_headers`;
 * the main build, with no setting, has today's policy exactly and no event attribute.
 */

/** A policy as a map of directive to sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

/** What `policy` has that `base` has not, directive by directive. */
function gained(policy: string, base: string): Record<string, string[]> {
  const before = directives(base);
  const added: Record<string, string[]> = {};
  for (const [name, sources] of directives(policy)) {
    const extra = sources.filter((source) => !before.get(name)?.includes(source));
    if (extra.length > 0) added[name] = extra;
  }
  return added;
}

/** A directive map in a form two maps compare equal in whatever order they were written. */
function sorted(map: Record<string, string[]>): string {
  return JSON.stringify(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
}

function metaPolicy(html: string): string {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return (content ?? '').replace(/&quot;/g, '"');
}

/**
 * The build with no setting, and each build with a provider (but another owner's site that the
 * build left out on an owner's rewritten content: its skip note says why).
 */
const checkedSites = testSites.filter(
  (site) =>
    site.name === 'main' ||
    (site.env.NEXT_PUBLIC_ANALYTICS_PROVIDER && !whyNotBuilt(site, process.cwd())),
);

describe.each(checkedSites.map((site) => [site.name, site] as const))(
  'the %s build',
  (name, testSite) => {
    const site = builtSite(name);
    const env = testSite.env;
    const config = resolveAnalytics({
      provider: env.NEXT_PUBLIC_ANALYTICS_PROVIDER,
      site: env.NEXT_PUBLIC_ANALYTICS_SITE,
      host: env.NEXT_PUBLIC_ANALYTICS_HOST,
    });
    const sources = analyticsSources(config);
    const expected = Object.fromEntries(
      [
        ['script-src', sources.script],
        ['connect-src', sources.connect],
        ['img-src', sources.img],
      ].filter(([, list]) => list!.length > 0),
    );
    const rules = parseHeadersFile(fs.readFileSync(path.join(site.outDir, '_headers'), 'utf8'));
    const pages = listPages(site.outDir);

    it(`gives every page exactly ${config ? `${config.provider}'s origins` : "today's policy"}, in <meta> and _headers`, () => {
      const wrong: string[] = [];
      for (const file of pages) {
        const html = fs.readFileSync(file, 'utf8');
        const today = buildContentSecurityPolicy({
          scriptHashes: findInlineScripts(html).map(scriptHash),
          emailjsOrigin: env.NEXT_PUBLIC_EMAILJS_API_ORIGIN,
          cloudinary: Boolean(env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME),
        });
        const meta = metaPolicy(html);
        if (!config && meta !== today) wrong.push(`${file}: <meta> differs from today's policy`);
        const added = sorted(gained(meta, today));
        if (added !== sorted(expected)) wrong.push(`${file}: <meta> gained ${added}`);
        const header = headersForPath(rules, urlPathOf(site, file))['content-security-policy'];
        if (header !== undefined && header !== `${meta}; frame-ancestors 'none'`) {
          wrong.push(`${file}: _headers policy differs from the <meta> one`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it(config ? 'marks the event links' : 'leaves no event attribute in the HTML', () => {
      const marked = pages.filter((file) =>
        fs.readFileSync(file, 'utf8').includes('data-analytics-event='),
      );
      if (config) expect(marked.length).toBeGreaterThan(0);
      else expect(marked).toEqual([]);
    });
  },
);
