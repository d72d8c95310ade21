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
    ['アクセシビリティ', 'akusesibiritei'],
    ['React 入門', 'react-ru-men'],
    ['접근성', 'jeobgeunseong'],
    ['การเข้าถึง', 'kaarekhaathueng'],
    ['अभिगम्यता', 'abhigmytaa'],
    ['ウェブ開発', 'uebukai-fa'],
    ['Ĉefa', 'cefa'],
    ['Беларуская ў', 'belaruskaya-u'],
    ['m² ½', 'm2-1-2'],
    ['ꦗꦮ', ''],
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

  it.each([
    'アクセシビリティ',
    'React 入門',
    '한국어',
    'נגישות',
    'ภาษาไทย',
    'हिन्दी',
    'Ĉefa',
    'm² ½',
  ])('takes %p, whose letters the address spells in Latin letters', (tag) => {
    expect(tagAddressProblem(tag)).toBeUndefined();
  });

  it('names the letters of a script neither spelling knows', () => {
    expect(tagAddressProblem('React ꦗꦮ')).toBe(
      'has letters its page address cannot spell (ꦗ ꦮ): write the tag in letters of another script (Latin, or the script of another language)',
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
    expect(repeatedTags(['ꦗꦮ', 'ߒߞߏ'])).toEqual([]);
    expect(repeatedTags(['日本語', '中文'])).toEqual([]);
  });
});
