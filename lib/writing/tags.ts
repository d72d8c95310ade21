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
 * (accents dropped, 'Доступность' → 'dostupnost', 'ł' → 'l'). A letter it cannot spell (Chinese,
 * Japanese, and a few Latin and Cyrillic ones: Ĉ, ў) is dropped: the content check names it
 * (tagAddressProblem).
 */
export function tagSlug(tag: string): string {
  const words = tag
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return slugify(words, { strict: true, lower: true });
}

/**
 * Letters a transliteration leaves out by rule, not by want of a spelling: the Cyrillic soft sign
 * ('Доступность' → 'dostupnost').
 */
const SILENT_LETTERS = ['ь', 'Ь'];

/** The scripts `slugify` spells (most of their letters: see tagAddressProblem). */
const SPELLED_SCRIPT =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}]/u;

/**
 * What the content check says of a tag whose page address would lose some of it: a letter or digit
 * `slugify` does not spell vanishes from the address, leaving it empty or merging the tag with
 * another ('React 入門' would share React's page, 'Ĉefa' would be /tags/efa). It spells Latin,
 * Greek, Cyrillic and Arabic, but not every letter of them (Esperanto's Ĉ Ĝ Ĥ Ĵ Ŝ Ŭ, Maltese Ħ,
 * Belarusian ў, ² and ½ are dropped), so each letter and digit is tried on its own. A tag of marks
 * alone has no address. Undefined when the address spells the whole tag.
 */
export function tagAddressProblem(tag: string): string | undefined {
  const unspelled = [
    ...new Set(
      [...tag.normalize('NFC')].filter(
        (character) =>
          /[\p{L}\p{N}]/u.test(character) &&
          !SILENT_LETTERS.includes(character) &&
          tagSlug(character) === '',
      ),
    ),
  ];
  if (unspelled.length > 0) {
    const advice = unspelled.every((character) => SPELLED_SCRIPT.test(character))
      ? 'write them as the plain letters or digits they stand for (C for Ĉ, 2 for ²)'
      : 'write the tag in Latin, Greek, Cyrillic or Arabic letters';
    return `has letters its page address cannot spell (${unspelled.join(' ')}): ${advice}`;
  }
  return tagSlug(tag) === '' ? 'has no letter or digit for its page address: add one' : undefined;
}

/**
 * The tags of one list (a note's tags, a project's stack) that repeat an earlier one's page
 * ('React' after 'react': one slug), each with its index and the index of the one it repeats. A
 * tag with no address is left to tagAddressProblem.
 */
export function repeatedTags(tags: readonly string[]): { index: number; first: number }[] {
  const firstBySlug = new Map<string, number>();
  return tags.flatMap((tag, index) => {
    const slug = tagSlug(tag);
    if (slug === '') return [];
    const first = firstBySlug.get(slug);
    if (first === undefined) {
      firstBySlug.set(slug, index);
      return [];
    }
    return [{ index, first }];
  });
}

/** The route path of a tag's page (before the language prefix). */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`;
}
