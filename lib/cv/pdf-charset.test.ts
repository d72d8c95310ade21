import { undrawableText } from '@/lib/cv/pdf-charset';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes } from '@/lib/i18n/languages';

describe('undrawableText', () => {
  it('accepts Latin text with the typographic marks Windows-1252 has', () => {
    expect(undrawableText({ a: 'Oct 2022 – Jan 2023 · “Café” … © §', b: ['Pratama—€'] })).toEqual(
      [],
    );
  });

  it('names each string holding a character outside Windows-1252, and the characters', () => {
    expect(undrawableText({ title: 'Next → Vercel', tags: ['Kraków', '日本語'] })).toEqual([
      { text: 'Next → Vercel', characters: ['→'] },
      { text: '日本語', characters: ['日', '本', '語'] },
    ]);
  });
});

describe.each(languageCodes)('the %s CV', (language) => {
  it('uses only characters its PDF font can draw', () => {
    const { cvModel, cvCopy } = contentFor(language);
    expect(undrawableText({ cvModel, cvCopy })).toEqual([]);
  });
});
