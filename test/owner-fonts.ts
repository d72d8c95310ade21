/**
 * The owner's fonts in unit tests: a content folder of the test's own whose fonts/ holds the
 * files a test gives (lib/fonts/owner-fonts.ts reads content/fonts/), and copies of the test fonts
 * changed where a test needs another kind of file (a weight, an italic, a collection).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The tests' font: a few Chinese and Japanese characters, no Latin (test/fonts/README.md). */
export const TEST_FONT = path.join(process.cwd(), 'test', 'fonts', 'cjk-subset.ttf');

/** A long Japanese text, and a font with each of its characters but the digits (test/fonts/README.md). */
export const JAPANESE_TEXT = path.join(process.cwd(), 'test', 'fonts', 'japanese.txt');
export const JAPANESE_TEST_FONT = path.join(process.cwd(), 'test', 'fonts', 'japanese-subset.ttf');

/** A second font, of another family: the Hebrew letters, none of the first's (test/fonts/README.md). */
export const HEBREW_TEST_FONT = path.join(process.cwd(), 'test', 'fonts', 'hebrew-subset.ttf');

/** The Arabic letters, with their joined forms (test/fonts/README.md): for the files of a language written right to left. */
export const ARABIC_TEST_FONT = path.join(process.cwd(), 'test', 'fonts', 'arabic-subset.ttf');

/**
 * Noto Sans Arabic Bold, the letters of a few words (test/fonts/README.md): the font the README
 * suggests to an Arabic owner, which Satori's font reader cannot load.
 */
export const NOTO_ARABIC_TEST_FONT = path.join(
  process.cwd(),
  'test',
  'fonts',
  'noto-sans-arabic-subset.ttf',
);

/**
 * Runs `check` (sync or async) with a content folder of the test's own whose fonts/ holds `files`
 * (name → contents; a name with a slash is a file in a folder within it); every call is a new
 * folder, as the fonts are read once per folder.
 */
export function withOwnerFonts<T>(files: Record<string, string | Buffer>, check: () => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-fonts-'));
  fs.mkdirSync(path.join(dir, 'fonts'));
  for (const [name, contents] of Object.entries(files)) {
    const file = path.join(dir, 'fonts', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
  }
  const saved = process.env.WRITING_CONTENT_DIR;
  process.env.WRITING_CONTENT_DIR = dir;
  const restore = () => {
    if (saved === undefined) delete process.env.WRITING_CONTENT_DIR;
    else process.env.WRITING_CONTENT_DIR = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  let result: T;
  try {
    result = check();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}

/**
 * Where a table of a font file starts: its table directory follows a 12-byte header, 16 bytes a
 * table (its tag, checksum, offset and length). Checksums are left as they are: fontkit and the
 * renderers do not check them.
 */
function tableOffset(font: Buffer, tag: string): number {
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + 16 * index;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`The font has no ${tag} table`);
}

/** A copy of a font file whose weight class (its OS/2 table's usWeightClass) is `weightClass`. */
export function withWeightClass(font: Buffer, weightClass: number): Buffer {
  const copy = Buffer.from(font);
  copy.writeUInt16BE(weightClass, tableOffset(copy, 'OS/2') + 4);
  return copy;
}

/** A copy of a font file marked italic, as a family's Italic file is (its OS/2 fsSelection bit 0). */
export function asItalic(font: Buffer): Buffer {
  const copy = Buffer.from(font);
  const fsSelection = tableOffset(copy, 'OS/2') + 62;
  copy.writeUInt16BE(copy.readUInt16BE(fsSelection) | 1, fsSelection);
  return copy;
}

/**
 * A copy of a font file whose name records of each id of `renumbered` take the id it maps to
 * (their text unchanged): { 1: 16, 3: 1 } makes the family name the typographic family and the
 * unique name the family name, as a static weight of a Google font names itself ('Noto Sans JP'
 * as its typographic family, 'Noto Sans JP Black' as its family).
 */
export function withNameIds(font: Buffer, renumbered: Record<number, number>): Buffer {
  const copy = Buffer.from(font);
  const table = tableOffset(copy, 'name');
  const records = copy.readUInt16BE(table + 2);
  for (let index = 0; index < records; index += 1) {
    const nameId = table + 6 + 12 * index + 6;
    const id = copy.readUInt16BE(nameId);
    if (id in renumbered) copy.writeUInt16BE(renumbered[id]!, nameId);
  }
  return copy;
}

/**
 * A font collection (.ttc) of `fonts`: its header (the tag 'ttcf', its version, how many fonts,
 * where each starts), then each font, its tables' offsets moved by where it starts.
 */
export function fontCollection(...fonts: Buffer[]): Buffer {
  const header = Buffer.alloc(12 + 4 * fonts.length);
  header.write('ttcf', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(fonts.length, 8);
  let start = header.length;
  const moved = fonts.map((font, index) => {
    header.writeUInt32BE(start, 12 + 4 * index);
    const copy = Buffer.from(font);
    for (let table = 0; table < copy.readUInt16BE(4); table += 1) {
      const offset = 12 + 16 * table + 8;
      copy.writeUInt32BE(copy.readUInt32BE(offset) + start, offset);
    }
    start += copy.length;
    return copy;
  });
  return Buffer.concat([header, ...moved]);
}
