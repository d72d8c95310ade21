import { mapStrings, withoutEmoji } from '@/lib/fonts/emoji';

/** A font with Latin-1 only (as the PDF's Helvetica, near enough for these words). */
const latin1 = (character: string) => character.codePointAt(0)! <= 0xff;

describe('emoji in the words of a drawn file', () => {
  it.each([
    ['Frontend Developer 🚀', 'Frontend Developer'],
    ['🇮🇩 Bandung, Indonesia', 'Bandung, Indonesia'],
    ['I build 👩🏽‍💻 fast sites ✨ for phones', 'I build fast sites for phones'],
    ['Rated 5/5 ⭐️ by my team', 'Rated 5/5 by my team'],
    ['Key 1️⃣ first', 'Key 1 first'],
  ])('leaves out the emoji of %p', (text, expected) => {
    expect(withoutEmoji(text, latin1)).toBe(expected);
  });

  it('keeps marks the font draws, and text without emoji as it is', () => {
    expect(withoutEmoji('© 2026 Raka ® ', latin1)).toBe('© 2026 Raka ® ');
    expect(withoutEmoji('Line one\nline  two', latin1)).toBe('Line one\nline  two');
    expect(withoutEmoji('日本語', latin1)).toBe('日本語');
  });

  it('changes every string of plain objects and arrays, and nothing else', () => {
    const when = new Date(0);
    expect(
      mapStrings({ a: 'x 🚀', b: ['🚀 y', 3], c: { d: 'z' }, when }, (text) =>
        withoutEmoji(text, latin1),
      ),
    ).toEqual({ a: 'x', b: ['y', 3], c: { d: 'z' }, when });
  });
});
