/**
 * How many pages a rendered PDF has, and the choice between a CV's usual and compact layouts.
 * Pure: reads bytes, never renders.
 */

/** A page-tree node: `<< /Type /Pages /Count n … >>`, with no dictionary nested inside. */
const PAGE_TREE_NODE = /<<((?:(?!<<|>>)[\s\S])*?\/Type\s*\/Pages\b(?:(?!<<|>>)[\s\S])*?)>>/g;

/**
 * The number of pages of a PDF: its page tree's `/Count` (the root's counts every page below it,
 * so the largest is the total). 0 when the bytes hold no page tree.
 */
export function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf).toString('latin1');
  let pages = 0;
  for (const [, node] of text.matchAll(PAGE_TREE_NODE)) {
    const count = /\/Count\s+(\d+)/.exec(node ?? '');
    if (count) pages = Math.max(pages, Number(count[1]));
  }
  return pages;
}

/**
 * The usual layout, unless the compact one takes fewer pages: a CV a few lines too long for its
 * page then fits it, rather than leaving one entry alone on a second page. The compact layout is
 * rendered only when the usual one has more than one page.
 */
export async function onFewestPages(
  usual: () => Promise<Buffer>,
  compact: () => Promise<Buffer>,
): Promise<Buffer> {
  const first = await usual();
  const pages = pdfPageCount(first);
  if (pages <= 1) return first;
  const tighter = await compact();
  return pdfPageCount(tighter) < pages ? tighter : first;
}
