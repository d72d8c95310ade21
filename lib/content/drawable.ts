/**
 * The words the build draws itself, checked against the fonts it draws them with: the CV PDF
 * (Helvetica, else Inter: lib/cv/pdf-charset.ts) and the share images (Inter:
 * lib/seo/share-image.tsx), each with the owner's fonts after it (lib/fonts/owner-fonts.ts). An
 * emoji is left out of them (lib/fonts/emoji.ts); another character no font of theirs draws
 * (Chinese or Arabic without a font of hers; Devanagari, which Satori cannot lay out) would stop
 * the build deep in its pages, or make `next/og` fetch a font from the network: the content check
 * names it in seconds instead, with the text it is in, and says whether a font of hers would mend
 * it. Words only the pages show are never checked: the visitor's fonts draw them. Server only.
 */
import 'server-only';
import { cvPdfDrawing, undrawableText } from '@/lib/cv/pdf-charset';
import { asDrawn } from '@/lib/fonts/emoji';
import { drawnInShareImages, shareImagesCannotLayOut } from '@/lib/fonts/drawn-text';
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
 * font of the owner's for a missing letter, Latin letters for a script the share images cannot
 * lay out.
 */
export function undrawableLine(text: string, characters: string[], files: string[]): string {
  const notLaidOut = files.includes('the share images')
    ? characters.filter(shareImagesCannotLayOut)
    : [];
  const reason =
    notLaidOut.length > 0
      ? `: the share images cannot lay out ${notLaidOut.join(' ')} (they neither reorder nor stack the letters of the scripts of India and South-East Asia, nor join those of Syriac, N'Ko, Mongolian or Adlam, whatever the font): write that text in Latin letters`
      : ': Inter has Latin, Greek, Cyrillic and Vietnamese letters only: add a font that has them to content/fonts/ (a .ttf or .otf file, such as Noto Sans JP, SC, KR, Arabic or Hebrew from fonts.google.com)';
  const remedy = files.includes('the CV PDF')
    ? '; the CV can be your own PDF instead (cv.ownPdfPath in content/cv.ts)'
    : '';
  return `content/: "${text}" has ${characters.join(' ')}, which ${files.join(' and ')} cannot draw${reason}${remedy}`;
}
