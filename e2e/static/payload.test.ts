import fs from 'node:fs';
import { payloadText } from '@/scripts/payload-report.mjs';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes, languagePath } from '@/lib/i18n/languages';
import { builtSite, fileForUrlPath, TESTED_SITE } from '../support/static-files';

/**
 * Each project's words once on the home page: in its card's markup (read with JavaScript off),
 * and once in the React payload the page hydrates from (the cards' server-rendered tree is always
 * in it, so nothing else may repeat them: the quick view reads them from the cards). Read from
 * content/ for every language of the tested site, whatever its projects.
 */
const site = builtSite(TESTED_SITE);

/** The page's markup: its HTML without the payload's scripts (JSON-LD and the rest count). */
const markupOf = (html: string) =>
  html.replace(/<script>self\.__next_f\.push[\s\S]*?<\/script>/g, '');

/** A text as React writes it into HTML (text and attribute values alike). */
const asHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!,
  );

/**
 * How often a text is in the payload: as a JSON string inside a row, or as the raw text of a text
 * row (React writes a long string as a row of its own, unescaped).
 */
function inPayload(payload: string, text: string): number {
  const escaped = JSON.stringify(text).slice(1, -1);
  const count = (needle: string) => payload.split(needle).length - 1;
  return count(escaped) + (escaped === text ? 0 : count(text));
}

describe.each(languageCodes)('the home page in %s', (language) => {
  const file = fileForUrlPath(site.serveDir, `${site.basePath}${languagePath(language, '/')}`);
  const html = file ? fs.readFileSync(file, 'utf8') : '';
  const payload = payloadText(html, site.outDir);
  const markup = markupOf(html);
  const all = contentFor(language).projects.flatMap((project) => [
    { project: project.name, field: 'description', text: project.description },
    { project: project.name, field: 'cover text', text: project.alt },
  ]);
  // A text inside another project's (two covers described alike, say) is rightly there twice.
  const words = all.filter(
    (word) => !all.some((other) => other !== word && other.text.includes(word.text)),
  );

  it('is exported', () => {
    expect(file).toBeDefined();
    expect(payload.length).toBeGreaterThan(0);
  });

  it("carries each project's description and cover text once in its markup", () => {
    const counts = words.map(({ project, field, text }) => ({
      project,
      field,
      times: markup.split(asHtml(text)).length - 1,
    }));
    expect(counts.filter(({ times }) => times !== 1)).toEqual([]);
  });

  it('carries the language links of pages without twins once, for the top bar and the footer', () => {
    // Each switcher's `fallbacks`: an object (written once), or a reference to it.
    const written = payload.match(/"fallbacks":\{/g) ?? [];
    expect(written.length).toBeLessThanOrEqual(1);
  });

  it("carries each project's description and cover text once in its payload", () => {
    const counts = words.map(({ project, field, text }) => ({
      project,
      field,
      times: inPayload(payload, text),
    }));
    expect(counts.filter(({ times }) => times !== 1)).toEqual([]);
  });
});
