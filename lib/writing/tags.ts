/**
 * One tag vocabulary for project stacks and note tags: a tag is written as the owner spells it
 * ('Next.js', 'Firebase Auth') and addressed by its slug ('nextjs', 'firebase-auth'), so two
 * spellings that differ only in case, dots or spacing land on the same page.
 */

/**
 * The URL slug of a tag. Rules, in order: accents dropped; lower case; '+' becomes 'plus' and '#'
 * 'sharp' (so 'C++' and 'C#' stay apart from 'C'); dots vanish ('Node.js' → 'nodejs'); every other
 * run of non-letters-or-digits becomes one '-', trimmed at both ends.
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The route path of a tag's page (before the language prefix). */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`;
}
