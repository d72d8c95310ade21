/**
 * The words the build draws itself, checked against the fonts it draws them with: the CV PDF
 * (Helvetica, else Inter: lib/cv/pdf-charset.ts) and the share images (Inter:
 * lib/seo/share-image.tsx), each with the owner's fonts after it (lib/fonts/owner-fonts.ts). An
 * emoji is left out of them (lib/fonts/emoji.ts); another character no font of theirs draws
 * (Chinese without a font of hers, Arabic) would stop the build deep in its pages, or make
 * `next/og` fetch a font from the network: the content check names it in seconds instead, with
 * the text it is in, and says whether a font of hers would mend it. Words only the pages show are never checked: the visitor's fonts draw them.
 * Server only.
 */
import 'server-only';
import { cvPdfDrawing, undrawableText } from '@/lib/cv/pdf-charset';
import { asDrawn } from '@/lib/fonts/emoji';
import { drawnInShareImages } from '@/lib/fonts/drawn-text';
import { needsTextShaping } from '@/lib/fonts/owner-fonts';
import { getNote } from '@/lib/writing/notes';
import { contentFor } from '@/lib/i18n/content';
import { languageCodes } from '@/lib/i18n/languages';
import { usesCloudinary } from '@/lib/media/images';
import { shareCardFor, shareImageKeys } from '@/lib/seo/metadata';

/** One line per text holding characters that a file drawn from it cannot draw, naming the files. */
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
  return [...found].map(([text, { characters, files }]) =>
    undrawableLine(text, [...characters], [...files]),
  );
}

/**
 * The check's line for a text with characters the drawn files cannot draw, with its remedy: a
 * font of the owner's for a missing letter, Latin letters for a script no font mends.
 */
export function undrawableLine(text: string, characters: string[], files: string[]): string {
  const shaped = characters.filter(needsTextShaping);
  const reason =
    shaped.length > 0
      ? `: they set each line left to right, one shape per letter, so ${shaped.join(' ')} (a script written right to left, or whose letters join) would come out broken: write that text in Latin letters`
      : ': Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, TC or KR from fonts.google.com for Japanese, Chinese or Korean)';
  const remedy = files.includes('the CV PDF')
    ? '; the CV can be your own PDF instead (cv.ownPdfPath in content/cv.ts)'
    : '';
  return `content/: "${text}" has ${characters.join(' ')}, which ${files.join(' and ')} cannot draw${reason}${remedy}`;
}
