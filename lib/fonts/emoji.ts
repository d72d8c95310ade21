/**
 * Emoji in the words of the files the build draws itself (the CV PDF, the share images). An
 * owner may write "Frontend Developer 🚀" or "🇮🇩 Indonesia": the pages show it in the visitor's
 * emoji font, but the drawn files have no emoji font (the PDF's Helvetica and Inter have none, and
 * `next/og` would fetch one from the network while building), so there the emoji is left out, with
 * the space it leaves, rather than stopping the build. Marks the fonts draw (©, ®, ™, ↔) stay. Pure.
 */

/**
 * One emoji as written: a flag (two regional letters), or a pictograph with its skin tone,
 * presentation selector or keycap mark, and the pictographs a zero-width joiner adds to it.
 */
const EMOJI =
  /\p{Regional_Indicator}{2}|\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F\u20E3]*(?:\u200D\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)*/gu;

/** What an emoji leaves when its pictograph goes: presentation selectors, a keycap's mark, joiners. */
const EMOJI_MARKS = /[\uFE0E\uFE0F\u20E3\u200D]/gu;

/**
 * `text` without the emoji `draws` refuses, and without the doubled or edge spaces they leave.
 * @param draws whether the drawn file's fonts draw a character
 */
export function withoutEmoji(text: string, draws: (character: string) => boolean): string {
  let removed = false;
  const kept = text
    .replace(EMOJI, (emoji) => {
      if (draws([...emoji][0]!)) return emoji;
      removed = true;
      return '';
    })
    .replace(EMOJI_MARKS, (mark) => {
      if (draws(mark)) return mark;
      removed = true;
      return '';
    });
  return removed ? kept.replace(/[ \t]{2,}/g, ' ').replace(/^[ \t]+|[ \t]+$/gm, '') : text;
}

/** `value` (plain objects, arrays and strings) with `change` applied to every string in it. */
export function mapStrings<Value>(value: Value, change: (text: string) => string): Value {
  if (typeof value === 'string') return change(value) as Value;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change)) as Value;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    ) as Value;
  }
  return value;
}
