/**
 * Where a line of the CV PDF may break inside a "word": @react-pdf/renderer breaks lines at spaces
 * and at the parts its hyphenation callback returns, drawing a hyphen at a break between two parts
 * but none at a break beside an empty part. Chinese and Japanese write no spaces, so a whole
 * sentence is one word: without breaks between its characters it would be cut with a hyphen.
 */

/** Han, kana, Hangul syllables, CJK punctuation and full-width forms: a line may break between any two. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30A0-\u30FF\u31F0-\u31FF\uAC00-\uD7AF\uFF00-\uFFEF]/u;
/** Marks a line does not start with (they close what comes before), small kana and the long-vowel mark among them. */
const CLOSING =
  /[\p{Pe}\p{Pf}、。，．,.・：；:;！？!?%％ーヽヾゝゞ々ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ\u31F0-\u31FF]/u;
/** Marks a line does not end with (they open what comes after). */
const OPENING = /[\p{Ps}\p{Pi}]/u;
/** What a line may start with after a Chinese or Japanese character, when it is not one itself. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function mayBreakBetween(before: string, after: string): boolean {
  if (!CJK.test(before) && !CJK.test(after)) return false;
  if (OPENING.test(before) || CLOSING.test(after)) return false;
  return CJK.test(after) || LETTER_OR_DIGIT.test(after);
}

/**
 * A word split where a line may break in it, the parts separated by '' so that no hyphen is drawn
 * there: between the characters of its Chinese, Japanese or Korean runs, and before and after such a
 * run at its ends, but never before a closing mark nor after an opening one. A word in Latin
 * letters stays whole: a CV reads better ragged.
 */
export function lineBreakParts(word: string): string[] {
  const characters = Array.from(word);
  const parts: string[] = [];
  let part = '';
  characters.forEach((character, index) => {
    if (index > 0 && mayBreakBetween(characters[index - 1]!, character)) {
      parts.push(part, '');
      part = '';
    }
    part += character;
  });
  parts.push(part);
  // Where the word meets the next font's run (Latin in Inter, Japanese in her font), react-pdf
  // calls this for each run's words apart and would hyphenate between them: an empty part at
  // either end lets the line break there without one.
  const first = characters[0];
  const last = characters.at(-1);
  if (first && CJK.test(first) && !CLOSING.test(first)) parts.unshift('');
  if (last && CJK.test(last) && !OPENING.test(last)) parts.push('');
  return parts;
}
