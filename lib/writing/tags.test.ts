import { tagPath, tagSlug } from '@/lib/writing/tags';

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
