/**
 * Emoji in the words of the files the build draws itself (the CV PDF, the share images). An
 * owner may write "Frontend Developer 🚀" or "🇮🇩 Indonesia": the pages show it in the visitor's
 * emoji font, but the drawn files have none (the PDF's Helvetica and Inter have no emoji, and
 * `next/og` would fetch a font from the network while building), so there every emoji is left
 * out, with the space it leaves, rather than stopping the build; so is what draws nothing (a soft
 * hyphen, a joiner). One rule, whatever the font: an emoji is a flag or a pictograph from U+2300
 * up; the older marks below it (©, ®, ™, ↔, ℹ) are letters the fonts draw or the check names. Pure.
 */

/**
 * One emoji as written: a flag (two regional letters, or a black flag with its tag letters), or
 * a pictograph with its skin tone, presentation selector or keycap mark, and the pictographs a
 * zero-width joiner adds to it.
 */
const EMOJI =
  /\p{Regional_Indicator}{2}|\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F\u20E3\u{E0020}-\u{E007F}]*(?:\u200D\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)*/gu;

/** What draws nothing: invisible format characters (soft hyphen, joiners, tags), selectors, a keycap's mark. */
const INVISIBLE = /[\p{Cf}\uFE0E\uFE0F\u20E3]/gu;

/** Whether a matched pictograph is an emoji by the rule above. */
const isEmoji = (match: string) =>
  /^\p{Regional_Indicator}/u.test(match) || match.codePointAt(0)! >= 0x2300;

/** `text` without its emoji and what draws nothing, and without the doubled or edge spaces they leave. */
export function withoutEmoji(text: string): string {
  let removed = false;
  const kept = text
    .replace(EMOJI, (match) => {
      if (!isEmoji(match)) return match;
      removed = true;
      return '';
    })
    .replace(INVISIBLE, () => {
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

/** `value`'s words as the drawn files draw them: without emoji (see withoutEmoji). */
export function asDrawn<Value>(value: Value): Value {
  return mapStrings(value, withoutEmoji);
}
