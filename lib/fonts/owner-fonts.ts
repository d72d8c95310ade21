/**
 * The owner's own fonts, for the letters Inter lacks in the files the build draws itself (the
 * share images, the CV PDF): an owner who writes in Chinese, Japanese, Korean, Arabic or Hebrew
 * drops the font of her script in `content/fonts/` (Noto Sans JP, SC, KR, Arabic or Hebrew from
 * Google Fonts, as .ttf or .otf), and every character Inter lacks is drawn in it. Inter stays the
 * font of everything it draws, so a Latin word beside hers looks as it does on every other
 * owner's images. The share images set a text with a letter Inter lacks with Pango
 * (lib/seo/shaped-text.ts), which lays out every script; the CV PDF's renderer joins Arabic
 * letters and orders a right-to-left line. Server only (reads content/).
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { contentDir } from '@/lib/writing/source';

/** The folder, under content/, of the owner's fonts. */
export const OWNER_FONTS_FOLDER = 'fonts';

/** The font files the build draws with: one font each, TrueType or OpenType, as Satori reads them. */
const FONT_FILE = /\.(ttf|otf)$/i;
/** Web fonts, compressed: Satori reads neither. */
const WEB_FONT_FILE = /\.woff2?$/i;
/** Collections: several fonts in one file, which Satori cannot choose among. */
const FONT_COLLECTION_FILE = /\.(ttc|otc)$/i;

/** A weight as CSS (and Satori) take it. */
export type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

/** The CSS weight nearest a font file's weight class (a few files write 350 or 1000). */
const cssWeight = (weightClass: number) =>
  Math.min(900, Math.max(100, Math.round(weightClass / 100) * 100)) as FontWeight;

/** One of the owner's fonts. */
export interface OwnerFont {
  /** Its path from the project root, for messages: 'content/fonts/NotoSansJP-Regular.ttf'. */
  file: string;
  /** Its full path, for the PDF renderer. */
  path: string;
  /** Its weight, from the file, in CSS's hundreds. */
  weight: FontWeight;
  data: Buffer;
  font: Font;
}

/**
 * One family of the owner's fonts (Noto Sans JP: its Regular and its Bold file). Satori and
 * react-pdf each draw with one file of a family per weight, so each family is given to them under
 * a name of its own: under one name for all, a second font of a weight was never drawn with.
 */
export interface OwnerFontFamily {
  /**
   * The name both renderers know it by: the font's, marked as the owner's ('Noto Sans JP
   * (content/fonts)'), so that it never joins Inter or the PDF's built-in Helvetica.
   */
  name: string;
  /** Its files, one per weight, lightest first. */
  fonts: OwnerFont[];
}

/** The folder the owner's fonts are read from. */
export const ownerFontsDir = () => path.join(contentDir(), OWNER_FONTS_FOLDER);

/** What the build made of the owner's fonts folder: its fonts, and a line for each file it cannot use. */
interface FontFolderReading {
  families: OwnerFontFamily[];
  problems: string[];
}

/**
 * The last reading of each folder, with the folder's modification time then: a file added or
 * removed while `npm run dev` runs changes it, and the folder is read again.
 */
const readings = new Map<string, { modified: number | undefined; reading: FontFolderReading }>();

/** The font a file holds; a collection of several; or undefined when it is no font fontkit reads. */
function openFont(data: Buffer): Font | 'collection' | undefined {
  try {
    const opened = create(data);
    return 'fonts' in opened ? 'collection' : opened;
  } catch {
    return undefined;
  }
}

/**
 * The families of `fonts`, in the order of their first file's name: the files of one typographic
 * family together (a Google font's static weights name it; else the family name), one file a
 * weight (the first by name: the renderers would draw with no other).
 */
function intoFamilies(fonts: OwnerFont[]): OwnerFontFamily[] {
  const families = new Map<string, OwnerFontFamily>();
  for (const owned of fonts) {
    const familyName =
      owned.font.getName('preferredFamily') ?? owned.font.familyName ?? path.parse(owned.file).name;
    // Satori knows a family by its name in lower case.
    const key = familyName.toLowerCase();
    const family = families.get(key) ?? { name: `${familyName} (content/fonts)`, fonts: [] };
    families.set(key, family);
    if (!family.fonts.some(({ weight }) => weight === owned.weight)) family.fonts.push(owned);
  }
  for (const family of families.values()) family.fonts.sort((a, b) => a.weight - b.weight);
  return [...families.values()];
}

/**
 * Reads a fonts folder: its .ttf and .otf files, by name; every other file (a licence, a readme,
 * Windows's Thumbs.db) is left alone, and so are hidden files (macOS's ._ copies on a USB stick).
 * What it cannot draw with is named: a web font, a collection, a file that is no font, a link to
 * nothing, a folder of fonts (Google's download has its static weights in static/).
 */
function readFontFolder(dir: string): FontFolderReading {
  const folder = fs.statSync(dir, { throwIfNoEntry: false });
  const known = readings.get(dir);
  if (known && known.modified === folder?.mtimeMs) return known.reading;
  const fonts: OwnerFont[] = [];
  const problems: string[] = [];
  const names = folder?.isDirectory() ? fs.readdirSync(dir).sort() : [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    const file = path.posix.join('content', OWNER_FONTS_FOLDER, name);
    // Followed through a link; none for a link to nothing.
    const entry = fs.statSync(full, { throwIfNoEntry: false });
    if (entry?.isDirectory()) {
      if (fs.readdirSync(full).some((inside) => FONT_FILE.test(inside))) {
        problems.push(
          `${file}/: the build reads the fonts directly in content/${OWNER_FONTS_FOLDER}/, not in a folder within it: move the .ttf files you want (Regular and Bold) up into content/${OWNER_FONTS_FOLDER}/`,
        );
      }
      continue;
    }
    const collection = `${file}: holds several fonts (a collection), and the build draws with a single font's file: use the .ttf of the one you want`;
    if (FONT_COLLECTION_FILE.test(name)) {
      problems.push(collection);
      continue;
    }
    if (WEB_FONT_FILE.test(name)) {
      problems.push(
        `${file}: is a web font, and the build draws with .ttf and .otf fonts only: use the font's .ttf file (or convert this one to .ttf)`,
      );
      continue;
    }
    if (!FONT_FILE.test(name)) continue;
    if (!entry) {
      problems.push(`${file}: is a link to a file that is not there: copy the font itself here`);
      continue;
    }
    const data = fs.readFileSync(full);
    const font = openFont(data);
    if (font === 'collection') {
      problems.push(collection);
      continue;
    }
    if (!font) {
      problems.push(
        `${file}: is not a font file the build can read: download the font's .ttf again`,
      );
      continue;
    }
    // An italic is never drawn: the files the build draws set no text in italics.
    if (font['OS/2']?.fsSelection.italic) continue;
    fonts.push({
      file,
      path: full,
      weight: cssWeight(font['OS/2']?.usWeightClass ?? 400),
      data,
      font,
    });
  }
  const reading = { families: intoFamilies(fonts), problems };
  readings.set(dir, { modified: folder?.mtimeMs, reading });
  return reading;
}

/**
 * The owner's fonts, by family (none when the folder is absent): the same array until the folder
 * changes, so what is made of it can be kept as long as it is. `fontsDir` is content/fonts/, or
 * the fonts folder of another content folder (a built site's, in its static checks).
 */
export const ownerFontFamilies = (fontsDir = ownerFontsDir()): OwnerFontFamily[] =>
  readFontFolder(fontsDir).families;

/** What in content/fonts/ the build cannot read, one line each, naming the file. */
export const findOwnerFontProblems = (): string[] => readFontFolder(ownerFontsDir()).problems;

/** The weight from which the share images and the CV PDF draw a text bold (their names, titles). */
const BOLD_WEIGHT = 600;

/**
 * A warning for each family of the owner's fonts with no bold file (Noto Sans JP's Regular
 * alone): the names and titles in its letters come out in its regular weight beside Inter's bold
 * Latin ones, in the share images and the CV PDF. Not a problem: the files are drawn, only lighter.
 */
export const findOwnerFontWarnings = (): string[] =>
  ownerFontFamilies()
    .filter(({ fonts }) => fonts.every(({ weight }) => weight < BOLD_WEIGHT))
    .map(
      ({ name, fonts }) =>
        `${fonts.map(({ file }) => file).join(', ')}: ${name.replace(/ \(content\/fonts\)$/, '')} has no bold file: names and titles in its letters are drawn in its regular weight in the share images and the CV PDF; add its Bold .ttf to content/${OWNER_FONTS_FOLDER}/`,
    );

/** Whether one of the owner's fonts has a character. */
export function ownerFontsDraw(character: string): boolean {
  const code = character.codePointAt(0)!;
  return ownerFontFamilies().some((family) =>
    family.fonts.some(({ font }) => font.hasGlyphForCodePoint(code)),
  );
}

/**
 * How near Satori holds a font's weight to the weight a text asks: the same first; for 400 or 500,
 * the other of the two; then, for a weight under 400, the lighter fonts, nearest first, then the
 * heavier; for 400 and over, the heavier, nearest first, then the lighter. (CSS, and react-pdf in
 * the CV PDF, take a lighter font before a heavier for 400; only the share images are measured.)
 */
function weightDistance(asked: number, weight: number): number {
  if (weight === asked) return 0;
  if ((asked === 400 && weight === 500) || (asked === 500 && weight === 400)) return 1;
  const lighterFirst = asked < 400;
  const onThatSide = weight < asked === lighterFirst;
  return (onThatSide ? 1000 : 2000) + Math.abs(weight - asked);
}

/**
 * The owner's font the share images draw a character in at `weight`, if one does: as Satori
 * chooses, the first family whose file of the weight nearest has the character.
 */
export function ownerFontFor(character: string, weight: number): OwnerFont | undefined {
  const code = character.codePointAt(0)!;
  for (const family of ownerFontFamilies()) {
    const nearest = family.fonts.reduce((best, font) =>
      weightDistance(weight, font.weight) < weightDistance(weight, best.weight) ? font : best,
    );
    if (nearest.font.hasGlyphForCodePoint(code)) return nearest;
  }
  return undefined;
}
