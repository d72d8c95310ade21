import { repeatedTags, tagAddressProblem, tagPath, tagSlug } from '@/lib/writing/tags';

describe('tagSlug', () => {
  it.each([
    ['Next.js', 'nextjs'],
    ['Vue.js', 'vuejs'],
    ['Node.js', 'nodejs'],
    ['Firebase Auth', 'firebase-auth'],
    ['Tailwind CSS', 'tailwind-css'],
    ['C++', 'cplusplus'],
    ['C#', 'csharp'],
    ['  React  ', 'react'],
    ['Café/UI', 'cafe-ui'],
    ['Aksesibilitas Web', 'aksesibilitas-web'],
    ['Доступность', 'dostupnost'],
    ['Łódź JS', 'lodz-js'],
    ['Tiếng Việt', 'tieng-viet'],
    ['日本語', ''],
  ])('writes %p as %p', (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug);
  });

  it('gives one slug to spellings that differ only in case, dots or spaces', () => {
    expect(tagSlug('NextJS')).toBe(tagSlug('Next.js'));
    expect(tagSlug('firebase  auth')).toBe(tagSlug('Firebase Auth'));
  });

  it('builds the tag page path', () => {
    expect(tagPath('Next.js')).toBe('/tags/nextjs');
  });
});

describe('tagAddressProblem', () => {
  it.each(['React', 'Доступность', 'Łódź JS', 'Tiếng Việt', 'C++', 'Ελληνικά', 'العربية'])(
    'takes %p, whose address spells every letter',
    (tag) => {
      expect(tagAddressProblem(tag)).toBeUndefined();
    },
  );

  it('names the letters of a script the address cannot spell', () => {
    expect(tagAddressProblem('React 入門')).toBe(
      'has letters its page address cannot spell (入 門): write the tag in Latin, Greek, Cyrillic or Arabic letters',
    );
  });

  it('names the Latin and Cyrillic letters and the digits the address drops (Ĉefa would be /tags/efa)', () => {
    expect(tagAddressProblem('Ĉefa')).toBe(
      'has letters its page address cannot spell (Ĉ): write them as the plain letters or digits they stand for (C for Ĉ, 2 for ²)',
    );
    expect(tagAddressProblem('Ĝis Ĥ Ĵ Ŝ Ŭ Ħ Ĺ Ŋ')).toBe(
      'has letters its page address cannot spell (Ĝ Ĥ Ĵ Ŝ Ŭ Ħ Ĺ Ŋ): write them as the plain letters or digits they stand for (C for Ĉ, 2 for ²)',
    );
    expect(tagAddressProblem('Беларуская ў')).toBe(
      'has letters its page address cannot spell (ў): write them as the plain letters or digits they stand for (C for Ĉ, 2 for ²)',
    );
    expect(tagAddressProblem('m² ½')).toBe(
      'has letters its page address cannot spell (² ½): write them as the plain letters or digits they stand for (C for Ĉ, 2 for ²)',
    );
  });

  it('names a tag of marks alone', () => {
    expect(tagAddressProblem('***')).toBe('has no letter or digit for its page address: add one');
  });
});

describe('repeatedTags', () => {
  it('finds a tag that repeats an earlier one by page, with the one it repeats', () => {
    expect(repeatedTags(['React', 'Next.js', 'react', 'NextJS', 'Vue'])).toEqual([
      { index: 2, first: 0 },
      { index: 3, first: 1 },
    ]);
  });

  it('finds nothing in a list of different tags, and leaves tags without an address alone', () => {
    expect(repeatedTags(['Bootstrap', 'Laravel', 'C', 'C++', 'C#'])).toEqual([]);
    expect(repeatedTags(['日本語', '中文'])).toEqual([]);
  });
});
