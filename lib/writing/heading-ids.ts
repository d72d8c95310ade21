/**
 * The ids of the writing's headings, which a table of contents and a shared link point at, kept
 * apart from the ids of the pages the writing sits in: a case study's `## Demo` took the id
 * "demo", which the project page's demo section has, and a link to either found the first.
 */

/**
 * The ids the note page and the project page (with the top bar and footer around them) give their
 * own elements; heading-ids.test.ts reads them from the components, so a new one is not missed.
 */
export const PAGE_IDS: readonly string[] = [
  'main',
  'site-menu',
  'site-languages',
  'about-title',
  'demo',
  'demo-title',
  'case-study-title',
];

/**
 * The headings' ids (as rehype-slug writes them, unique among themselves) with each one the page
 * already has moved to its first free `-1`, `-2` suffix, the way a repeated heading is numbered;
 * every other id is kept, so existing links to a heading keep working.
 */
export function freeHeadingIds(
  ids: readonly string[],
  reserved: readonly string[] = PAGE_IDS,
): string[] {
  const taken = new Set([...reserved, ...ids]);
  return ids.map((id) => {
    if (!reserved.includes(id)) return id;
    let suffix = 1;
    while (taken.has(`${id}-${suffix}`)) suffix += 1;
    const free = `${id}-${suffix}`;
    taken.add(free);
    return free;
  });
}
