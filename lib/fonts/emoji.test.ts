import { asDrawn, withoutEmoji } from '@/lib/fonts/emoji';

describe('emoji in the words of a drawn file', () => {
  it.each([
    ['Frontend Developer 🚀', 'Frontend Developer'],
    ['🇮🇩 Bandung, Indonesia', 'Bandung, Indonesia'],
    ['I build 👩🏽‍💻 fast sites ✨ for phones', 'I build fast sites for phones'],
    ['Rated 5/5 ⭐️ by my team', 'Rated 5/5 by my team'],
    ['Key 1️⃣ first', 'Key 1 first'],
    ['I ❤ React', 'I React'],
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿 Edinburgh', 'Edinburgh'],
    ['Soft\u00ADware', 'Software'],
  ])('leaves out the emoji and what draws nothing of %p', (text, expected) => {
    expect(withoutEmoji(text)).toBe(expected);
  });

  it('keeps the older marks, and text without emoji as it is', () => {
    expect(withoutEmoji('© 2026 Raka ® ™ ↔ ')).toBe('© 2026 Raka ® ™ ↔ ');
    expect(withoutEmoji('Line one\nline  two')).toBe('Line one\nline  two');
    expect(withoutEmoji('日本語')).toBe('日本語');
  });

  it('changes every string of plain objects and arrays, and nothing else', () => {
    const when = new Date(0);
    expect(asDrawn({ a: 'x 🚀', b: ['🚀 y', 3], c: { d: 'z' }, when })).toEqual({
      a: 'x',
      b: ['y', 3],
      c: { d: 'z' },
      when,
    });
  });
});
