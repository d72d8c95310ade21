/** @jest-environment node */
import { cvPdfFont, cvPdfWords, undrawableText } from '@/lib/cv/pdf-charset';
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

describe('the font of the CV PDF', () => {
  it('is the built-in Helvetica when it draws every word', () => {
    expect(cvPdfFont({ name: 'José Müller', place: 'São Paulo · “Café” – €' })).toEqual({
      family: 'Helvetica',
      undrawable: [],
    });
  });

  it.each([
    ['Polish', 'Łukasz Wiśniewski, Łódź'],
    ['Turkish', 'Ayşe Yılmaz, İstanbul'],
    ['Vietnamese', 'Nguyễn Văn An, Đà Nẵng'],
    ['Russian', 'Иван Петров, Москва'],
    ['Greek', 'Νίκος Παπαδόπουλος'],
  ])('is Inter for a %s name', (_language, name) => {
    expect(cvPdfFont({ name, role: 'Front-end Developer' })).toEqual({
      family: 'Inter',
      undrawable: [],
    });
  });

  it('names what neither font draws', () => {
    expect(cvPdfFont({ name: 'Łukasz 李', role: 'Dev 🚀' })).toEqual({
      family: 'Inter',
      undrawable: [
        { text: 'Łukasz 李', characters: ['李'] },
        { text: 'Dev 🚀', characters: ['🚀'] },
      ],
    });
  });
});

describe('the words of the CV PDF', () => {
  it('leave out the emoji no font of it has, and keep the marks Helvetica draws', () => {
    expect(
      cvPdfWords({ role: 'Frontend Developer 🚀', place: '🇮🇩 Bandung', footer: '© 2026 · ™' }),
    ).toEqual({ role: 'Frontend Developer', place: 'Bandung', footer: '© 2026 · ™' });
    expect(cvPdfFont(cvPdfWords({ name: 'Raka ✨ Pratama' }))).toEqual({
      family: 'Helvetica',
      undrawable: [],
    });
  });
});

describe.each(languageCodes)('the %s CV', (language) => {
  it('uses only characters its PDF fonts can draw', () => {
    const { cvModel, cvCopy } = contentFor(language);
    expect(cvPdfFont(cvPdfWords({ cvModel, cvCopy })).undrawable).toEqual([]);
  });
});
