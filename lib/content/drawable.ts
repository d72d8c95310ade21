/**
 * The words the build draws itself, checked against the fonts it draws them with: the CV PDF
 * (Helvetica, else Inter: lib/cv/pdf-charset.ts) and the share images (Inter:
 * lib/seo/share-image.tsx), each with the owner's fonts after it (lib/fonts/owner-fonts.ts). An
 * emoji is left out of them (lib/fonts/emoji.ts); another character no font of theirs draws
 * (Chinese, Arabic or Devanagari without a font of hers) would stop
 * the build deep in its pages, or make `next/og` fetch a font from the network: the content check
 * names it in seconds instead, with the text it is in, and says whether a font of hers would mend
 * it. Words only the pages show are never checked: the visitor's fonts draw them. Server only.
 */
import 'server-only';
import path from 'node:path';
import { cvPdfDrawing, undrawableText } from '@/lib/cv/pdf-charset';
import { asDrawn } from '@/lib/fonts/emoji';
import { drawnInShareImages } from '@/lib/fonts/drawn-text';
import { ownerFontFamilies } from '@/lib/fonts/owner-fonts';
import { getNote } from '@/lib/writing/notes';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes } from '@/lib/i18n/languages';
import { usesCloudinary } from '@/lib/media/images';
import { shareCardFor, shareImageKeys } from '@/lib/seo/metadata';

/**
 * Texts with characters that a file drawn from them cannot draw, named with the remedy: one line
 * per text when few share a remedy, else one line per remedy with how many texts, which letters and
 * a few of the texts (an owner writing in a script Inter lacks would otherwise get a line for each
 * of her words, each with the same remedy).
 */
export function findUndrawableWords(): string[] {
  const found = new Map<string, { characters: Set<string>; files: Set<string> }>();
  const note = (file: string, texts: { text: string; characters: string[] }[]) => {
    for (const { text, characters } of texts) {
      const entry = found.get(text) ?? { characters: new Set(), files: new Set() };
      characters.forEach((character) => entry.characters.add(character));
      entry.files.add(file);
      found.set(text, entry);
    }
  };
  for (const language of languageCodes) {
    const { cvModel, cvCopy } = contentFor(language);
    if (cvModel.pdf.generated) note('the CV PDF', cvPdfDrawing(cvModel, cvCopy).undrawable);
    // With Cloudinary, Cloudinary composes the share images with its own fonts.
    if (usesCloudinary()) continue;
    for (const key of shareImageKeys(language)) {
      // A draft's card is never drawn by a production build.
      const slug = typeof key === 'string' && key.startsWith('note-') && key.slice('note-'.length);
      if (slug && getNote(language, slug)?.data.draft) continue;
      const card = shareCardFor(key, language);
      if (!card) continue;
      // Its words, as drawn: the image id is a file's name, not text.
      const { eyebrow, title, subtitle, tags, footer } = asDrawn(card);
      const words = [eyebrow, title, title.toUpperCase(), subtitle, footer, ...tags];
      note('the share images', undrawableText(words, drawnInShareImages));
    }
  }
  const fontFiles = ownerFontFamilies().flatMap(({ fonts }) =>
    fonts.map(({ file }) => path.basename(file)),
  );
  return undrawableLines(
    [...found].map(([text, { characters, files }]) => ({
      text,
      characters: [...characters],
      files: [...files],
    })),
    fontFiles,
  );
}

/**
 * The check's lines for texts with characters the drawn files cannot draw: a line each when few
 * share a remedy, else one for them all. `ownerFontFiles` are the names of the fonts in
 * content/fonts/.
 */
export function undrawableLines(
  texts: { text: string; characters: string[]; files: string[] }[],
  ownerFontFiles: string[],
): string[] {
  const byRemedy = new Map<string, { text: string; characters: string[] }[]>();
  for (const { text, characters, files } of texts) {
    const remedy = undrawableRemedy(characters, files, ownerFontFiles);
    byRemedy.set(remedy, [...(byRemedy.get(remedy) ?? []), { text, characters }]);
  }
  return [...byRemedy].flatMap(([remedy, sharing]) =>
    sharing.length <= FEW_TEXTS
      ? sharing.map(({ text, characters }) => textLine(text, characters, remedy))
      : [groupedLine(sharing, remedy)],
  );
}

const textLine = (text: string, characters: string[], remedy: string) =>
  `content/: "${text}" has ${characters.join(' ')}, ${remedy}`;

/** Up to this many texts with one remedy are named a line each. */
const FEW_TEXTS = 3;
/** How many letters, and how many texts, a line for many texts names. */
const LETTERS_NAMED = 20;
const EXAMPLE_TEXTS = 3;

function groupedLine(texts: { text: string; characters: string[] }[], remedy: string): string {
  const letters = [...new Set(texts.flatMap(({ characters }) => characters))];
  const more = letters.length > LETTERS_NAMED ? ` and ${letters.length - LETTERS_NAMED} more` : '';
  const examples = texts
    .slice(0, EXAMPLE_TEXTS)
    .map(({ text }) => `"${text}"`)
    .join(', ');
  return `content/: ${texts.length} texts (such as ${examples}) have ${letters.slice(0, LETTERS_NAMED).join(' ')}${more}, ${remedy}`;
}

/** The check's line for one text with characters the drawn files cannot draw, with its remedy. */
export function undrawableLine(
  text: string,
  characters: string[],
  files: string[],
  ownerFontFiles: string[] = [],
): string {
  return textLine(text, characters, undrawableRemedy(characters, files, ownerFontFiles));
}

/**
 * Which files cannot draw the characters, and the remedy: a font of the owner's for a missing
 * letter (another one, when the fonts she has lack it), whatever its script.
 */
function undrawableRemedy(characters: string[], files: string[], ownerFontFiles: string[]): string {
  const reason =
    ownerFontFiles.length > 0
      ? `: no font in content/fonts/ (${ownerFontFiles.join(', ')}) has them: add one that has them, or write them otherwise`
      : ': Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic, Hebrew or Devanagari from fonts.google.com)';
  const remedy = files.includes('the CV PDF')
    ? '; the CV can be your own PDF instead (cv.ownPdfPath in content/cv.ts)'
    : '';
  return `which ${files.join(' and ')} cannot draw${reason}${remedy}`;
}
