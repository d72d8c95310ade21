/**
 * One tag vocabulary for project stacks and note tags: a tag is written as the owner spells it
 * ('Next.js', 'Firebase Auth') and addressed by its slug ('nextjs', 'firebase-auth'), so two
 * spellings that differ only in case, dots or spacing land on the same page.
 */
import slugify from 'slugify';
import { transliterate } from 'transliteration';

/**
 * Letters a transliteration leaves out by rule, not by want of a spelling: the Cyrillic soft sign
 * ('Доступность' → 'dostupnost').
 */
const SILENT_LETTERS = ['ь', 'Ь'];

/** Whether `slugify` drops a letter or digit it has no spelling for. */
function slugifyDrops(character: string): boolean {
  return (
    /[\p{L}\p{N}]/u.test(character) &&
    !SILENT_LETTERS.includes(character) &&
    slugify(character, { strict: true }) === ''
  );
}

/** The scripts `slugify` spells (most of their letters: see slugifyDrops). */
const SPELLED_SCRIPT =
  /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{N}]/u;

/**
 * A run of letters `slugify` cannot spell, in Latin letters by `transliteration`, as words:
 * its own words for a script `slugify` does not know ('アクセシビリティ' → ' akusesibiritei '),
 * in place for a letter of one it does ('Ĉ' → 'C', '½' → '1 2').
 */
function transliterated(run: string): string {
  const spelled = transliterate(run).replace(/[^\p{L}\p{N}]+/gu, ' ');
  return SPELLED_SCRIPT.test(run) ? spelled : ` ${spelled} `;
}

/**
 * The words with every run of letters `slugify` cannot spell written in Latin letters
 * ('접근성' → 'jeobgeunseong', 'Ĉefa' → 'Cefa'); what `slugify` spells is left to it, so the
 * addresses of tags in Latin, Greek, Cyrillic and Arabic letters stay as they were.
 */
function spelledForSlugify(words: string): string {
  return words.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => {
    let spelled = '';
    let run = '';
    for (const character of word) {
      if (slugifyDrops(character) || (run !== '' && /\p{M}/u.test(character))) {
        run += character;
        continue;
      }
      if (run !== '') spelled += transliterated(run);
      run = '';
      spelled += character;
    }
    return run === '' ? spelled : spelled + transliterated(run);
  });
}

/**
 * The URL slug of a tag. Rules, in order: '+' becomes 'plus' and '#' 'sharp' (so 'C++' and 'C#'
 * stay apart from 'C'); dots vanish ('Node.js' → 'nodejs'); every other run of what is not a
 * letter, a mark or a digit parts two words; letters `slugify` has no spelling for (Chinese,
 * Japanese, Korean, Hebrew, Thai, the scripts of India, a few Latin and Cyrillic ones: Ĉ, ў) are
 * transliterated ('アクセシビリティ' → 'akusesibiritei'); then `slugify` spells the words in
 * lower-case Latin letters joined by '-' (accents dropped, 'Доступность' → 'dostupnost'). The
 * address is ASCII: Next's static export does not write pages at non-ASCII addresses. A letter
 * neither spells (Javanese, N'Ko) is dropped: the content check names it (tagAddressProblem).
 */
export function tagSlug(tag: string): string {
  const words = tag
    .normalize('NFC')
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ');
  return slugify(spelledForSlugify(words), { strict: true, lower: true });
}

/**
 * What the content check says of a tag whose page address would lose some of it: a letter or digit
 * that neither `slugify` nor the transliteration spells vanishes from the address, leaving it empty
 * or merging the tag with another ('React ꦗꦮ' would share React's page), so each letter and digit
 * is tried on its own. A tag of marks alone has no address. Undefined when the address spells the
 * whole tag.
 */
export function tagAddressProblem(tag: string): string | undefined {
  const unspelled = [
    ...new Set(
      [...tag.normalize('NFC')].filter(
        (character) => slugifyDrops(character) && tagSlug(character) === '',
      ),
    ),
  ];
  if (unspelled.length > 0) {
    return `has letters its page address cannot spell (${unspelled.join(' ')}): write the tag in letters of another script (Latin, or the script of another language)`;
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
