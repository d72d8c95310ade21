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
 * (accents dropped, 'Доступность' → 'dostupnost', 'ł' → 'l'). A letter of a script it cannot
 * spell (Chinese, Japanese) would be dropped: the content check names it (tagAddressProblem).
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
 * What the content check says of a tag whose page address would lose it: letters of a script
 * `slugify` does not spell (Chinese, Japanese, Armenian; it spells Latin, Greek, Cyrillic and
 * Arabic) would vanish from the address, leaving it empty or merging the tag with another ('React
 * 入門' would share React's page), and a tag of marks alone has no address. Undefined when the
 * address spells the whole tag.
 */
export function tagAddressProblem(tag: string): string | undefined {
  const unspelled = [
    ...new Set(
      [...tag.normalize('NFC')].filter(
        (character) =>
          /[\p{L}\p{N}]/u.test(character) &&
          !/[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}]/u.test(
            character,
          ),
      ),
    ),
  ];
  if (unspelled.length > 0) {
    return `has letters its page address cannot spell (${unspelled.join(' ')}): write the tag in Latin, Greek, Cyrillic or Arabic letters`;
  }
  return tagSlug(tag) === '' ? 'has no letter or digit for its page address: add one' : undefined;
}

/** The route path of a tag's page (before the language prefix). */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`;
}
