/**
 * One tag vocabulary for project stacks and note tags: a tag is written as the owner spells it
 * ('Next.js', 'Firebase Auth') and addressed by its slug ('nextjs', 'firebase-auth'), so two
 * spellings that differ only in case, dots or spacing land on the same page.
 */
import slugify from 'slugify';

/**
 * The URL slug of a tag. Rules, in order: '+' becomes 'plus' and '#' 'sharp' (so 'C++' and 'C#'
 * stay apart from 'C'); dots vanish ('Node.js' → 'nodejs'); every other run of non-letters-or-digits
 * parts two words; then `slugify` spells the words in lower-case Latin letters joined by '-'
 * (accents dropped, 'Доступность' → 'dostupnost', 'ł' → 'l'). A tag in a script it cannot spell
 * (Chinese, Japanese) has no slug: the content check names it (TAG_WITHOUT_ADDRESS).
 */
export function tagSlug(tag: string): string {
  const words = tag
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return slugify(words, { strict: true, lower: true });
}

/** What the content check says of a tag with no slug. */
export const TAG_WITHOUT_ADDRESS =
  'has no letter or digit its page address can spell (Latin, Greek, Cyrillic or Arabic letters, digits): add one';

/** The route path of a tag's page (before the language prefix). */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`;
}
