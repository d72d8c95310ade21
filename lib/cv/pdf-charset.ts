/**
 * The characters the CV PDF can draw, and the font it is set in. Helvetica is one of the fonts
 * every PDF reader has built in, so no font file is embedded; such a font is written in the
 * WinAnsi encoding (Windows-1252), and a character outside it would come out as a blank box. A CV
 * that needs one (a name like 'Łukasz Wiśniewski', a CV in Polish, Turkish, Vietnamese, Greek or
 * Russian) is set in Inter instead, embedded with only the letters it uses (lib/fonts/inter.ts),
 * and a letter Inter lacks (a name in Chinese or Japanese) in the owner's font that has it
 * (lib/fonts/owner-fonts.ts), embedded alike. An emoji is left out (lib/fonts/emoji.ts); another
 * character none draws (Chinese or Arabic without a font of hers) is named by the content check
 * and stops the build (lib/cv/pdf.tsx). Server only (reads the font file).
 */
import type { CvCopy } from '@/content';
import type { CvModel } from '@/lib/cv/build';
import { asDrawn } from '@/lib/fonts/emoji';
import { interDraws } from '@/lib/fonts/inter';
import { ownerFontsDraw } from '@/lib/fonts/owner-fonts';

/** Windows-1252's characters above Latin-1's printable ASCII and its 0xA0-0xFF range. */
const WINDOWS_1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether the built-in Helvetica draws a character (it is in Windows-1252). */
export function helveticaDraws(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WINDOWS_1252_EXTRAS.includes(character)
  );
}

/** Every string in `value` (an object, array or string), depth first. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) yield* stringsIn(item);
  }
}

/** The strings of `value` holding a character `draws` refuses (Helvetica's by default), with those characters. */
export function undrawableText(
  value: unknown,
  draws: (character: string) => boolean = helveticaDraws,
): { text: string; characters: string[] }[] {
  const found: { text: string; characters: string[] }[] = [];
  for (const text of stringsIn(value)) {
    const characters = [...new Set([...text].filter((character) => !draws(character)))];
    if (characters.length > 0) found.push({ text, characters });
  }
  return found;
}

/**
 * Every string the CV PDF draws (lib/cv/pdf.tsx), as it draws them: its section headings, eyebrow
 * and fact labels upper-cased. What the page alone shows (its buttons, the given name, the
 * profiles' handles) is left out: the font is chosen, and the content checked, on these only.
 */
export function cvPdfText(cv: CvModel, copy: CvCopy) {
  const headings = [
    copy.summaryHeading,
    copy.experienceHeading,
    copy.projectsHeading,
    copy.skillsHeading,
    copy.educationHeading,
    copy.languagesHeading,
    copy.certificatesHeading,
  ];
  return {
    drawn: [cv.name, cv.role, cv.location, cv.summary, copy.websiteLabel],
    links: cv.links.map((link) => [link.label, link.text]),
    entries: [cv.experience, cv.projects, cv.education, cv.languages, cv.certificates],
    skillGroups: cv.skillGroups.map((group) => [group.title, group.skills]),
    facts: cv.quickFacts.map((fact) => fact.value),
    upperCased: [copy.eyebrow, ...headings, ...cv.quickFacts.map((fact) => fact.label)].map(
      (text) => text.toUpperCase(),
    ),
  };
}

/** Whether Inter, as the PDF embeds it, draws a character (a line break is no glyph). */
const interDrawsInPdf = (character: string) => character === '\n' || interDraws(character);

export type CvPdfFontFamily = 'Helvetica' | 'Inter';

/**
 * How the CV PDF is drawn: its words without emoji (lib/fonts/emoji.ts), in Helvetica when it
 * draws every string the PDF shows (nothing embedded, the smallest file), else in Inter, with the
 * owner's fonts after it (`needsOwnerFonts`) when a letter needs one; `undrawable` lists what no
 * chosen font can draw (empty when the PDF can be made).
 */
export function cvPdfDrawing(
  cv: CvModel,
  copy: CvCopy,
): {
  cv: CvModel;
  copy: CvCopy;
  family: CvPdfFontFamily;
  needsOwnerFonts: boolean;
  undrawable: { text: string; characters: string[] }[];
} {
  const drawn = { cv: asDrawn(cv), copy: asDrawn(copy) };
  const text = cvPdfText(drawn.cv, drawn.copy);
  if (undrawableText(text).length === 0) {
    return { ...drawn, family: 'Helvetica', needsOwnerFonts: false, undrawable: [] };
  }
  return {
    ...drawn,
    family: 'Inter',
    needsOwnerFonts: undrawableText(text, interDrawsInPdf).length > 0,
    undrawable: undrawableText(
      text,
      (character) => interDrawsInPdf(character) || ownerFontsDraw(character),
    ),
  };
}
