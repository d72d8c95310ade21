/** @jest-environment node */
import fs from 'node:fs';
import type { CvCopy } from '@/content';
import type { CvModel } from '@/lib/cv/build';
import { mirroredStyle, stylesInDirection } from '@/lib/cv/pdf-direction';
import { contentFor } from '@/lib/i18n/content';
import { defaultLanguage } from '@/lib/i18n/languages';
import { drawAllInNode } from '@/test/draw-in-node';
import { ARABIC_TEST_FONT, withOwnerFonts } from '@/test/owner-fonts';
import { pdfTextItems, type PdfTextItem } from '@/test/pdf-text';

describe('mirroredStyle', () => {
  it('swaps what is on the left with what is on the right', () => {
    expect(mirroredStyle({ marginRight: 12, paddingLeft: 3, fontSize: 8 })).toEqual({
      marginLeft: 12,
      paddingRight: 3,
      fontSize: 8,
      direction: 'rtl',
      textAlign: 'right',
    });
    expect(mirroredStyle({ position: 'absolute', left: 10, right: 40, bottom: 20 })).toEqual({
      position: 'absolute',
      left: 40,
      right: 10,
      bottom: 20,
      direction: 'rtl',
      textAlign: 'right',
    });
  });

  it('runs a row from the right, and puts a column’s children on its other side', () => {
    expect(mirroredStyle({ flexDirection: 'row', alignItems: 'flex-start' })).toMatchObject({
      flexDirection: 'row-reverse',
      // Across a row is up and down: no mirror.
      alignItems: 'flex-start',
    });
    expect(mirroredStyle({ alignItems: 'flex-start' })).toMatchObject({ alignItems: 'flex-end' });
    expect(mirroredStyle({ flexDirection: 'column', alignItems: 'flex-end' })).toMatchObject({
      alignItems: 'flex-start',
    });
  });

  it('aligns text to the right unless it is told otherwise', () => {
    expect(mirroredStyle({ textAlign: 'left' }).textAlign).toBe('right');
    expect(mirroredStyle({ textAlign: 'right' }).textAlign).toBe('left');
    expect(mirroredStyle({ textAlign: 'center' }).textAlign).toBe('center');
  });
});

describe('stylesInDirection', () => {
  const styles = { row: { flexDirection: 'row' as const, marginRight: 8 } };

  it('leaves the styles of a left-to-right CV as they are, the very same object', () => {
    expect(stylesInDirection(styles, 'ltr')).toBe(styles);
  });

  it('mirrors each style of a right-to-left CV', () => {
    expect(stylesInDirection(styles, 'rtl')).toEqual({
      row: { flexDirection: 'row-reverse', marginLeft: 8, direction: 'rtl', textAlign: 'right' },
    });
  });
});

const content = contentFor(defaultLanguage);

/** The CV of the tests: the content's model gives only the shape, every field drawn is set here. */
function testCv(words: Partial<CvModel>): CvModel {
  return {
    ...content.cvModel,
    pdf: { ...content.cvModel.pdf, paperSize: 'A4', generated: true },
    links: [],
    experience: [],
    skillGroups: [],
    projects: [],
    education: [],
    languages: [],
    certificates: [],
    quickFacts: [],
    ...words,
  } as CvModel;
}

/** An Arabic CV, its words in letters of the Arabic test font (no lam-alef, which pdf.js reads back apart). */
const arabicCopy: CvCopy = {
  ...content.cvCopy,
  eyebrow: 'السيرة الذاتية',
  websiteLabel: 'الموقع',
  summaryHeading: 'نبذة',
  experienceHeading: 'الخبرة',
  projectsHeading: 'مشاريع',
  skillsHeading: 'المهارات',
};
const arabicCv = testCv({
  name: 'سارة الحسن',
  role: 'مهندسة برمجيات',
  location: 'دبي',
  summary: 'أبني مواقع سريعة مع React · Next.js وأختبر ما أبنيه',
  links: [{ label: 'البريد', href: 'mailto:sara@example.com', text: 'sara@example.com' }],
  quickFacts: [
    { id: 'calendar', label: 'موعد', value: 'احجز مكالمة', href: 'https://cal.example/sara' },
  ],
  experience: [
    {
      id: 'nakheel',
      start: '2022-10',
      end: '2023-01',
      role: 'مطورة واجهات',
      company: 'شركة النخيل',
      description: 'بنيت لوحة طلبات',
      period: 'أكتوبر 2022 – يناير 2023',
    },
  ],
  skillGroups: [{ id: 'web', title: 'الويب', skills: ['HTML', 'CSS'] }],
});

/** Its English twin, drawn left to right. */
const englishCopy: CvCopy = {
  ...content.cvCopy,
  eyebrow: 'Curriculum vitae',
  websiteLabel: 'Portfolio',
  summaryHeading: 'Profile',
  experienceHeading: 'Experience',
  projectsHeading: 'Projects',
  skillsHeading: 'Skills',
};
const englishCv = testCv({
  name: 'Sara Hassan',
  role: 'Software Engineer',
  location: 'Dubai',
  summary: 'I build fast sites with React · Next.js and test what I build',
  links: [{ label: 'Email', href: 'mailto:sara@example.com', text: 'sara@example.com' }],
  quickFacts: [
    { id: 'calendar', label: 'Talk', value: 'Book a call', href: 'https://cal.example/sara' },
  ],
  experience: [
    {
      id: 'nakheel',
      start: '2022-10',
      end: '2023-01',
      role: 'Frontend Developer',
      company: 'Nakheel',
      description: 'I built an orders board',
      period: 'Oct 2022 – Jan 2023',
    },
  ],
  skillGroups: [{ id: 'web', title: 'Web', skills: ['HTML', 'CSS'] }],
});

/*
 * Where the layout puts things on an A4 page (595.28 points wide): 40 points of margin each side,
 * a side column of 140 points, and 18 between it and the main column.
 */
const PAGE_LEFT = 40;
const PAGE_RIGHT = 555.28;
/** The inner edge of the side column, and of the main column, on a CV read from the left. */
const SIDE_COLUMN_LEFT = 415.28;
const MAIN_COLUMN_RIGHT = 397.28;
/** The same on a CV read from the right: the side column on the left. */
const SIDE_COLUMN_RIGHT = 180;
const MAIN_COLUMN_LEFT = 198;

/**
 * That an edge of a text is at `edge`, within a point: a letter-spaced heading ends its last
 * letter's spacing (0.6 points) past it.
 */
function expectAtEdge(actual: number, edge: number) {
  expect(actual).toBeGreaterThan(edge - 1);
  expect(actual).toBeLessThan(edge + 1);
}

/** The text item that reads `text`; throws, listing what was read, when there is none. */
function itemReading(items: PdfTextItem[], text: string): PdfTextItem {
  const found = items.find((item) => item.text === text);
  if (!found) throw new Error(`No text "${text}" in ${JSON.stringify(items.map((i) => i.text))}`);
  return found;
}

describe('the CV PDF of a language written right to left', () => {
  let arabic: PdfTextItem[];
  let english: PdfTextItem[];
  beforeAll(() => {
    const [rtl, ltr] = withOwnerFonts(
      { 'DejaVuSans-Arabic.ttf': fs.readFileSync(ARABIC_TEST_FONT) },
      () =>
        drawAllInNode([
          {
            what: 'cv-pdf',
            given: { cv: arabicCv, copy: arabicCopy, language: 'ar', direction: 'rtl' },
          },
          {
            what: 'cv-pdf',
            given: { cv: englishCv, copy: englishCopy, language: 'en', direction: 'ltr' },
          },
        ]),
    );
    arabic = pdfTextItems(rtl!.file);
    english = pdfTextItems(ltr!.file);
  });

  it('sets the header from the right: the name, then each contact label before its address', () => {
    const at = (text: string) => itemReading(arabic, text);
    expectAtEdge(at('سارة').right, PAGE_RIGHT);
    expect(at('سارة').left).toBeGreaterThan(at('الحسن').right);
    // The e-mail first, at the right; the site's address after it, further left.
    expectAtEdge(at('البريد').right, PAGE_RIGHT);
    expect(at('البريد').left).toBeGreaterThan(at('sara@example.com').right);
    expect(at('sara@example.com').left).toBeGreaterThan(at('الموقع').right);
    expect(at('الموقع').left).toBeGreaterThan(at('owner.example').right);
  });

  it("sets a quick fact's label and linked value from the right edge of the fact", () => {
    expectAtEdge(itemReading(arabic, 'موعد').right, PAGE_RIGHT);
    expectAtEdge(itemReading(arabic, 'احجز').right, PAGE_RIGHT);
  });

  it('reads a paragraph from the right, a Latin run kept in its own order', () => {
    const at = (text: string) => itemReading(arabic, text);
    expectAtEdge(at('أبني').right, PAGE_RIGHT);
    // First word at the right, last at the left, "React · Next.js" whole between them.
    expect(at('أبني').left).toBeGreaterThan(at('React · Next.js').right);
    expect(at('React · Next.js').left).toBeGreaterThan(at('أبنيه').right);
  });

  it("puts the job title at the row's right and its dates at its left, the earliest at the right", () => {
    const at = (text: string) => itemReading(arabic, text);
    expectAtEdge(at('مطورة').right, PAGE_RIGHT);
    const dates = arabic.filter((item) => /2022|2023/.test(item.text));
    expectAtEdge(Math.min(...dates.map((item) => item.left)), MAIN_COLUMN_LEFT);
    // "أكتوبر 2022 – يناير 2023" read from the right: October 2022 first.
    const year = (digits: string) => dates.find((item) => item.text.includes(digits))!;
    expect(year('2022').left).toBeGreaterThan(year('2023').right);
    expect(at('أكتوبر').left).toBeGreaterThan(at('يناير').right);
  });

  it('puts the side column on the left, its words at its right edge', () => {
    expectAtEdge(itemReading(arabic, 'المهارات').right, SIDE_COLUMN_RIGHT);
    // "HTML، CSS": Latin words with Arabic's comma between them are one left-to-right run (the
    // Unicode bidirectional rules, as a browser lays them out), set against the column's edge.
    expectAtEdge(itemReading(arabic, 'CSS').right, SIDE_COLUMN_RIGHT);
    expect(itemReading(arabic, 'HTML').right).toBeLessThan(itemReading(arabic, 'CSS').left);
  });

  it('ends each page with the name, then the address further left', () => {
    const footer = arabic.filter((item) => item.y < 40);
    const at = (text: string) => footer.find((item) => item.text.includes(text))!;
    expectAtEdge(at('سارة').right, PAGE_RIGHT);
    expect(at('الحسن').left).toBeGreaterThan(at('owner.example').right);
  });

  it('leaves a left-to-right CV where it was: from the left, the side column on the right', () => {
    const at = (text: string) => itemReading(english, text);
    expectAtEdge(at('Sara Hassan').left, PAGE_LEFT);
    expectAtEdge(at('Email').left, PAGE_LEFT);
    expectAtEdge(at('TALK').left, PAGE_LEFT);
    expectAtEdge(at('Book a call').left, PAGE_LEFT);
    expectAtEdge(at('Frontend Developer').left, PAGE_LEFT);
    expectAtEdge(at('Oct 2022 – Jan 2023').right, MAIN_COLUMN_RIGHT);
    expectAtEdge(at('SKILLS').left, SIDE_COLUMN_LEFT);
    expectAtEdge(at('Sara Hassan · owner.example').left, PAGE_LEFT);
  });
});
