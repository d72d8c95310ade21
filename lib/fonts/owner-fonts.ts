/**
 * The owner's own fonts, for the letters Inter lacks in the files the build draws itself (the
 * share images, the CV PDF): an owner who writes in Chinese, Japanese, Korean, Arabic or Hebrew
 * drops the font of her script in `content/fonts/` (Noto Sans JP, SC, KR, Arabic or Hebrew from
 * Google Fonts, as .ttf or .otf), and every character Inter lacks is drawn in it. Inter stays the
 * font of everything it draws, so a Latin word beside hers looks as it does on every other
 * owner's images. Both renderers join Arabic letters and order a right-to-left line; the scripts
 * the share images cannot lay out are named in lib/fonts/drawn-text.ts. Server only (reads
 * content/).
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { contentDir } from '@/lib/writing/source';

/** The folder, under content/, of the owner's fonts. */
export const OWNER_FONTS_FOLDER = 'fonts';

/** The font files the build reads (Satori reads TTF and OTF; WOFF2 and collections it cannot). */
const READABLE = /\.(ttf|otf)$/i;

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

/** The folder the owner's fonts are read from. */
export const ownerFontsDir = () => path.join(contentDir(), OWNER_FONTS_FOLDER);

interface Read {
  fonts: OwnerFont[];
  problems: string[];
}

const read = new Map<string, Read>();

/**
 * The fonts of the folder, in the order of their names, and what in it is not one: read once,
 * and again when a file is added or removed (a font dropped in while `npm run dev` runs).
 */
function readFolder(dir: string): Read {
  const folder = fs.statSync(dir, { throwIfNoEntry: false });
  const key = `${dir}\n${folder?.mtimeMs ?? 'absent'}`;
  const cached = read.get(key);
  if (cached) return cached;
  const result: Read = { fonts: [], problems: [] };
  const names = folder?.isDirectory() ? fs.readdirSync(dir).sort() : [];
  for (const name of names) {
    const full = path.join(dir, name);
    const file = path.posix.join('content', OWNER_FONTS_FOLDER, name);
    if (
      name.startsWith('.') ||
      !fs.statSync(full).isFile() ||
      /^(license|ofl|readme)/i.test(name)
    ) {
      continue;
    }
    if (!READABLE.test(name)) {
      result.problems.push(
        `${file}: the build draws with .ttf and .otf fonts only: use the font's .ttf file (Google Fonts' download has them in its static/ folder)`,
      );
      continue;
    }
    const data = fs.readFileSync(full);
    let font: Font | undefined;
    try {
      const opened = create(data);
      // A collection (.ttc renamed) holds several fonts: Satori reads none of them.
      if ('hasGlyphForCodePoint' in opened) font = opened as Font;
    } catch {
      // Named below.
    }
    if (!font) {
      result.problems.push(
        `${file}: is not a font file the build can read: download the font's .ttf again`,
      );
      continue;
    }
    result.fonts.push({
      file,
      path: full,
      weight: cssWeight(font['OS/2']?.usWeightClass ?? 400),
      data,
      font,
    });
  }
  read.set(key, result);
  return result;
}

/** The owner's fonts (none when content/fonts/ is absent). */
export const ownerFonts = (): OwnerFont[] => readFolder(ownerFontsDir()).fonts;

/** What in content/fonts/ the build cannot read, one line each, naming the file. */
export const findOwnerFontProblems = (): string[] => readFolder(ownerFontsDir()).problems;

/** Whether one of the owner's fonts has a character. */
export function ownerFontsDraw(character: string): boolean {
  const code = character.codePointAt(0)!;
  return ownerFonts().some(({ font }) => font.hasGlyphForCodePoint(code));
}

/** The owner's font that draws a character at the weight nearest `weight`, if one does. */
export function ownerFontFor(character: string, weight: number): OwnerFont | undefined {
  const code = character.codePointAt(0)!;
  return ownerFonts()
    .filter(({ font }) => font.hasGlyphForCodePoint(code))
    .sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
}
