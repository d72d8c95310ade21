/** @jest-environment node */
import fs from 'node:fs';
import type { CvCopy } from '@/content';
import type { CvModel } from '@/lib/cv/build';
import { cvPdfDrawing, undrawableText } from '@/lib/cv/pdf-charset';
import { contentFor } from '@/lib/i18n/content';
import { defaultLanguage, languageCodes } from '@/lib/i18n/languages';
import { drawAllInNode, drawInNode } from '@/test/draw-in-node';
import {
  HEBREW_TEST_FONT,
  JAPANESE_TEST_FONT,
  JAPANESE_TEXT,
  TEST_FONT,
  withOwnerFonts,
} from '@/test/owner-fonts';
import { embeddedFontNames, unmappedLetters } from '@/test/pdf-fonts';

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

const content = contentFor(defaultLanguage);
/**
 * The test's own CV and its words, all in Windows-1252 (the owner's content may not be): the
 * content's model and copy give only the shape, every field the PDF draws is set here.
 */
const copy: CvCopy = {
  ...content.cvCopy,
  eyebrow: 'Curriculum vitae',
  websiteLabel: 'Portfolio',
  summaryHeading: 'Profile',
  experienceHeading: 'Experience',
  projectsHeading: 'Selected projects',
  skillsHeading: 'Skills',
  educationHeading: 'Education',
  languagesHeading: 'Languages',
  certificatesHeading: 'Certificates',
};
const baseCv: CvModel = {
  ...content.cvModel,
  name: 'Raka Pratama',
  givenName: 'Raka',
  role: 'Frontend Developer',
  summary: 'I build fast, accessible sites.',
  location: 'Yogyakarta, Indonesia',
  links: [],
  experience: [],
  skillGroups: [{ id: 'web', title: 'Web', skills: ['HTML', 'CSS'] }],
  projects: [],
  education: [],
  languages: [],
  certificates: [],
  quickFacts: [],
};
/** The test's CV with the words each case needs. */
const cvOf = (words: Partial<CvModel>) => ({ ...baseCv, ...words });

describe('how the CV PDF is drawn', () => {
  it('is the built-in Helvetica when it draws every word', () => {
    const drawing = cvPdfDrawing(cvOf({ name: 'José Müller', location: 'São Paulo' }), copy);
    expect(drawing).toMatchObject({ family: 'Helvetica', undrawable: [] });
  });

  it.each([
    ['Polish', 'Łukasz Wiśniewski, Łódź'],
    ['Turkish', 'Ayşe Yılmaz, İstanbul'],
    ['Vietnamese', 'Nguyễn Văn An, Đà Nẵng'],
    ['Russian', 'Иван Петров, Москва'],
    ['Greek', 'Νίκος Παπαδόπουλος'],
  ])('is Inter for a %s name', (_language, name) => {
    expect(cvPdfDrawing(cvOf({ name }), copy)).toMatchObject({
      family: 'Inter',
      undrawable: [],
    });
  });

  it('counts only the words the PDF shows, upper-cased where it upper-cases them', () => {
    // The page's own words (its download button, the given name) are not in the PDF.
    const pageOnly = cvPdfDrawing(cvOf({ givenName: 'Łukasz' }), {
      ...copy,
      downloadPdf: 'Unduh PDF ↓',
    });
    expect(pageOnly.family).toBe('Helvetica');
    // 'µ' is in Helvetica, its capital 'Μ' (Greek) is not: the eyebrow is drawn upper-cased.
    expect(cvPdfDrawing(baseCv, { ...copy, eyebrow: 'CV µ' }).family).toBe('Inter');
  });

  it('leaves out emoji and what draws nothing, and names what Inter cannot draw', () => {
    const drawing = cvPdfDrawing(
      cvOf({ name: 'Łukasz Wiś\u00ADniewski', role: 'Frontend Developer 🚀', location: 'Łódź 李' }),
      copy,
    );
    expect(drawing.cv).toMatchObject({ name: 'Łukasz Wiśniewski', role: 'Frontend Developer' });
    expect(drawing).toMatchObject({
      family: 'Inter',
      undrawable: [{ text: 'Łódź 李', characters: ['李'] }],
    });
    expect(cvPdfDrawing(cvOf({ name: 'Raka ✨ Pratama' }), copy).family).toBe('Helvetica');
  });
});

describe("a CV in the owner's script", () => {
  const fonts = () => ({ 'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT) });

  it("is set in Inter with the owner's fonts after it, and names what none of them draws", () => {
    withOwnerFonts(fonts(), () => {
      expect(cvPdfDrawing(cvOf({ name: '山田花子', location: '東京' }), copy)).toMatchObject({
        family: 'Inter',
        needsOwnerFonts: true,
        undrawable: [],
      });
      // Beyond Helvetica, within Inter: no font of hers.
      expect(cvPdfDrawing(cvOf({ name: 'Łukasz' }), copy)).toMatchObject({
        family: 'Inter',
        needsOwnerFonts: false,
      });
      expect(cvPdfDrawing(cvOf({ name: '山田 한' }), copy).undrawable).toEqual([
        { text: '山田 한', characters: ['한'] },
      ]);
    });
    // Without her font, her name is named.
    withOwnerFonts({}, () => {
      expect(cvPdfDrawing(cvOf({ name: '山田花子' }), copy).undrawable).toEqual([
        { text: '山田花子', characters: ['山', '田', '花', '子'] },
      ]);
    });
  });

  it("embeds the owner's font in the PDF", () => {
    const { file } = withOwnerFonts(fonts(), () =>
      drawInNode('cv-pdf', {
        cv: cvOf({ name: '山田花子', location: '東京' }),
        copy,
        language: defaultLanguage,
      }),
    );
    const pdf = file.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(embeddedFontNames(pdf).sort()).toEqual([
      'Inter-Bold',
      'Inter-Regular',
      'WenQuanYiMicroHei',
    ]);
    expect(unmappedLetters(pdf, ['山', '田', '花', '子', '東', '京'])).toEqual([]);
  });

  it('breaks Japanese lines between characters, drawing no hyphen', () => {
    // Long enough for several lines, in a font that has each of its characters.
    const summary = fs.readFileSync(JAPANESE_TEXT, 'utf8').trim().repeat(3);
    const { file } = withOwnerFonts(
      { 'NotoSansJP-Regular.ttf': fs.readFileSync(JAPANESE_TEST_FONT) },
      () => drawInNode('cv-pdf', { cv: cvOf({ summary }), copy, language: defaultLanguage }),
    );
    const pdf = file.toString('latin1');
    expect(embeddedFontNames(pdf)).toContain('WenQuanYiMicroHei');
    expect(unmappedLetters(pdf, ['。', '説', '-'])).toEqual(['-']);
  });

  it('embeds each font of hers that draws a letter, two fonts of one weight', () => {
    // Two families, both regular: the Hebrew letters are in the second alone. Both scripts are on
    // one line, of one weight.
    const { file } = withOwnerFonts(
      {
        'NotoSansJP-Regular.ttf': fs.readFileSync(TEST_FONT),
        'NotoSansHebrew-Regular.ttf': fs.readFileSync(HEBREW_TEST_FONT),
      },
      () =>
        drawInNode('cv-pdf', {
          cv: cvOf({ name: '山田花子', location: '東京 · תל אביב' }),
          copy,
          language: defaultLanguage,
        }),
    );
    const pdf = file.toString('latin1');
    expect(embeddedFontNames(pdf).sort()).toEqual([
      'DejaVuSans',
      'Inter-Bold',
      'Inter-Regular',
      'WenQuanYiMicroHei',
    ]);
    expect(unmappedLetters(pdf, ['山', '東', '京', 'ת', 'ל', 'א', 'ב', 'י'])).toEqual([]);
  });

  it('embeds a font of hers added while the site runs (`npm run dev`)', () => {
    const [, after] = withOwnerFonts(fonts(), () =>
      drawAllInNode([
        {
          what: 'cv-pdf',
          given: { cv: cvOf({ name: '山田花子' }), copy, language: defaultLanguage },
        },
        {
          what: 'cv-pdf',
          given: {
            cv: cvOf({ name: '山田花子', location: 'תל אביב' }),
            copy,
            language: defaultLanguage,
          },
          addFonts: { 'NotoSansHebrew-Regular.ttf': HEBREW_TEST_FONT },
        },
      ]),
    );
    const pdf = after!.file.toString('latin1');
    expect(embeddedFontNames(pdf)).toContain('DejaVuSans');
    expect(unmappedLetters(pdf, ['ת', 'ל', 'א', 'ב', 'י'])).toEqual([]);
  });
});

describe.each(languageCodes)('the %s CV', (language) => {
  it('uses only characters its PDF fonts can draw', () => {
    const { cvModel, cvCopy } = contentFor(language);
    expect(cvPdfDrawing(cvModel, cvCopy).undrawable).toEqual([]);
  });
});
