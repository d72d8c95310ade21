/**
 * The share images' texts that Satori cannot lay out, drawn by a real text shaper instead: sharp's
 * text (libvips → Pango, HarfBuzz and fribidi) joins and orders Arabic, Hebrew, the scripts of
 * India and South-East Asia, and applies the Unicode bidi algorithm to a line that mixes
 * directions, which Satori does not (an Arabic line's words came out in their written order from
 * the left; a font such as Noto Sans Arabic stopped it loading). Each text becomes a PNG the card
 * places where the text was (lib/seo/share-image.tsx), its lines at the height and baseline Satori
 * gives Inter's, so it sits in the card as its Latin texts do.
 *
 * Fonts: Inter's files and the owner's (content/fonts/), registered with libvips' fontconfig, and
 * no others: fontconfig is pointed at an empty configuration before its first use, so a build
 * machine's own fonts never draw a letter (the content check accepts only letters these fonts
 * have). Server only (reads node_modules/ and content/, writes one file to the temporary folder).
 */
import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  interDraws,
  interFont,
  interFontPath,
  INTER_FONT_FILES,
  type InterWeight,
} from '@/lib/fonts/inter';
import { ownerFontFamilies } from '@/lib/fonts/owner-fonts';
import type { TextDirection } from '@/lib/i18n/direction';

/** Whether Satori must not draw `text`: it holds a letter Inter lacks (emoji are already left out). */
export const needsShaping = (text: string): boolean =>
  [...text].some((character) => character.trim() !== '' && !interDraws(character));

/** How a text is set. */
export interface TextStyle {
  /** In px. */
  size: number;
  weight: InterWeight;
  /** A CSS colour in #rrggbb. */
  color: string;
  /** The height of a line, in px. */
  lineHeight: number;
  /** Added after each letter, in px; not between the letters of a script that joins them. */
  letterSpacing?: number;
  /** The width its lines may take, in px. */
  width: number;
  /** Its paragraph's direction: the side its lines start at. */
  direction: TextDirection;
  /** Allowed: 'word' (whole words; a word wider than a line overruns it) | 'word-char' (such a word is broken between its letters). */
  wrap?: 'word' | 'word-char';
}

/** A text as drawn: a PNG data URL and its size, and how many lines it took. */
export interface DrawnText {
  src: string;
  width: number;
  height: number;
  /** Ink allowed beyond the lines' boxes, above and below (Arabic marks over a tall letter). */
  overhang: number;
  lines: number;
}

/**
 * Scripts whose letters join (Arabic, Syriac, N'Ko, Mongolian, Adlam...) or hang from one line
 * drawn through a word (Devanagari, Bengali, Gurmukhi): letter spacing would part them.
 */
const JOINING =
  /[\u0600-\u08ff\u0900-\u0a7f\u1800-\u18af\ufb50-\ufdff\ufe70-\ufeff\u{10d00}-\u{10d3f}\u{1e900}-\u{1e95f}]/u;

const PANGO_WEIGHTS: Record<InterWeight, string> = { 400: '', 600: ' Semi-Bold', 700: ' Bold' };

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let configured = false;
const registered = new Set<string>();

/**
 * Points fontconfig at a configuration with no fonts (once, before libvips first starts it: it
 * reads FONTCONFIG_FILE then), then registers each font file not yet registered: libvips takes one
 * file per text it draws, so each is given with a text of its own, once per process.
 */
async function registerFonts(files: string[]) {
  if (!configured) {
    const config = path.join(os.tmpdir(), `share-image-fonts-${process.pid}.conf`);
    fs.writeFileSync(config, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    process.env.FONTCONFIG_FILE = config;
    configured = true;
  }
  for (const fontfile of files.filter((file) => !registered.has(file))) {
    await sharp({ text: { text: '.', fontfile, dpi: 72 } })
      .raw()
      .toBuffer();
    registered.add(fontfile);
  }
}

/** The Pango font description: Inter, then the owner's families, at a weight and size. */
async function fontDescription(weight: InterWeight, size: number): Promise<string> {
  const owners = ownerFontFamilies();
  await registerFonts([
    ...(Object.keys(INTER_FONT_FILES).map(Number) as InterWeight[]).map(interFontPath),
    ...owners.flatMap(({ fonts }) => fonts.map((font) => font.path)),
  ]);
  // fontconfig knows a family by the name in the file (the typographic family of a static weight).
  const families = owners.map(
    ({ fonts: [first] }) => first!.font.getName('preferredFamily') ?? first!.font.familyName,
  );
  return `${['Inter', ...families].join(', ')}${PANGO_WEIGHTS[weight]} ${size}`;
}

/** Inter's metrics at a weight, in em: its H (the marker below), and its line's ascent and descent. */
function interMetrics(weight: InterWeight) {
  const font = interFont(weight);
  const em = font.unitsPerEm;
  const h = font.glyphForCodePoint(0x48).bbox;
  return {
    capHeight: h.maxY / em,
    capLeft: h.minX / em,
    ascent: font.ascent / em,
    descent: -font.descent / em,
  };
}

/** The line height Satori gives a text of `size` px whose style sets none: Inter's ascent and descent. */
export function normalLineHeight(size: number, weight: InterWeight): number {
  const { ascent, descent } = interMetrics(weight);
  return (ascent + descent) * size;
}

/** A text laid out by Pango, its image, and where its lines are in it. */
interface LaidOut {
  data: Buffer;
  width: number;
  height: number;
  /** The x of the start of the layout's box, the y of its first line's box. */
  left: number;
  top: number;
  lines: number;
  /** Whether a line runs past the width (a word wider than a line, with 'word'). */
  overruns: boolean;
}

/** The marker lines set before and after the text, and the blank line between each and the text. */
const MARKER = 'H';
const LINES_BEFORE_TEXT = 2;

/**
 * Lays `text` out. libvips crops its image to the ink, so where the lines are is read from two
 * markers: an H on a line of its own, a blank line, the text, a blank line, another H. The first
 * H's top is its cap height above the first baseline, its left edge its side bearing right of the
 * box's start; the last H's foot is the last baseline. Every line is `lineHeight` tall.
 */
async function layOut(text: string, style: TextStyle): Promise<LaidOut> {
  const { size, weight, color, lineHeight, width, direction } = style;
  const spacing = JOINING.test(text) ? 0 : (style.letterSpacing ?? 0);
  // The paragraph's direction, as the card's: else Pango would take it from its first letter.
  const mark = direction === 'rtl' ? '\u200f' : '\u200e';
  const markup =
    `<span foreground="${color}" line_height="${Math.round(lineHeight * 1024)}">${MARKER}\n\n` +
    `<span letter_spacing="${Math.round(spacing * 1024)}">${mark}${escapeMarkup(text)}</span>` +
    `\n\n${MARKER}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: await fontDescription(weight, size),
      width,
      dpi: 72,
      rgba: true,
      align: 'left',
      wrap: style.wrap ?? 'word',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]! / 255;
  const rowInk = (y: number) => {
    let most = 0;
    for (let x = 0; x < info.width; x += 1) most = Math.max(most, alpha(x, y));
    return most;
  };
  const metrics = interMetrics(weight);
  // Edges to a fraction of a pixel: a row the H covers in part is that part of it.
  const markerTop = 1 - rowInk(0);
  const firstBaseline = markerTop + metrics.capHeight * size;
  const lastBaseline = info.height - 1 + rowInk(info.height - 1);
  const lines = Math.round((lastBaseline - firstBaseline) / lineHeight) - 2 * LINES_BEFORE_TEXT + 1;
  // The first H is alone on its rows: its leftmost ink is its side bearing from the box's start.
  let markerLeft = info.width;
  for (let y = 0; y < Math.floor(metrics.capHeight * size); y += 1) {
    for (let x = 0; x < markerLeft; x += 1) {
      if (alpha(x, y) > 0) markerLeft = x + 1 - alpha(x, y);
    }
  }
  const left = Math.round(markerLeft - metrics.capLeft * size);
  // Where Satori puts a baseline in a line's box: the line's extra height split above and below.
  const baseline =
    (lineHeight - (metrics.ascent + metrics.descent) * size) / 2 + metrics.ascent * size;
  const top = Math.round(firstBaseline + LINES_BEFORE_TEXT * lineHeight - baseline);
  return {
    data,
    width: info.width,
    height: info.height,
    left,
    top,
    lines,
    overruns: left > 1 || info.width > left + width + 1,
  };
}

/** A text with what follows its first `kept` words (or letters, in a text of one word) replaced by an ellipsis. */
function shortened(text: string, kept: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  const parts =
    words.length > 1 ? words : [...new Intl.Segmenter().segment(text)].map((s) => s.segment);
  return `${parts.slice(0, kept).join(words.length > 1 ? ' ' : '')}…`;
}

/**
 * `text` laid out in at most `maxLines` lines: as it is when it fits, else with the most of its
 * words (or letters) followed by an ellipsis that fit.
 */
async function layOutClamped(text: string, style: TextStyle, maxLines: number) {
  const whole = await layOut(text, style);
  if (whole.lines <= maxLines) return whole;
  const parts =
    text.split(/\s+/).filter(Boolean).length > 1
      ? text.split(/\s+/).filter(Boolean).length
      : [...new Intl.Segmenter().segment(text)].length;
  let fits = await layOut('…', style);
  let [low, high] = [1, parts - 1];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const tried = await layOut(shortened(text, middle), style);
    if (tried.lines <= maxLines) {
      fits = tried;
      low = middle + 1;
    } else high = middle - 1;
  }
  return fits;
}

/**
 * `text` drawn in `style`, in at most `maxLines` lines: a PNG of its lines' boxes (and the
 * overhang above and below them), as wide as `style.width` with the lines at their start
 * (`fit: 'box'`), or as wide as its ink (`fit: 'ink'`, for a tag's word).
 */
export async function drawText(
  text: string,
  style: TextStyle,
  { maxLines, fit = 'box' }: { maxLines: number; fit?: 'box' | 'ink' },
): Promise<DrawnText> {
  return cropped(await layOutClamped(text, style, maxLines), style, fit);
}

async function cropped(laid: LaidOut, style: TextStyle, fit: 'box' | 'ink'): Promise<DrawnText> {
  const overhang = Math.round(Math.min(style.size * 0.3, style.lineHeight * 0.25));
  const region = {
    left: laid.left,
    top: laid.top - overhang,
    width: style.width,
    height: laid.lines * style.lineHeight + 2 * overhang,
  };
  if (fit === 'ink') {
    let [inkLeft, inkRight] = [laid.width, 0];
    for (
      let y = Math.max(0, region.top);
      y < Math.min(laid.height, region.top + region.height);
      y += 1
    ) {
      for (let x = 0; x < laid.width; x += 1) {
        if (laid.data[(y * laid.width + x) * 4 + 3]! > 0) {
          inkLeft = Math.min(inkLeft, x);
          inkRight = Math.max(inkRight, x + 1);
        }
      }
    }
    region.left = inkLeft;
    region.width = Math.max(1, inkRight - inkLeft);
  }
  region.height = Math.round(region.height);
  // The region may reach past the ink libvips kept: the image is padded with nothing first.
  const pad = Math.max(
    0,
    -region.left,
    -region.top,
    region.left + region.width - laid.width,
    region.top + region.height - laid.height,
  );
  const raw = { width: laid.width + 2 * pad, height: laid.height + 2 * pad, channels: 4 } as const;
  // Two pipelines: within one, sharp extracts before it extends.
  const padded = await sharp(laid.data, {
    raw: { width: laid.width, height: laid.height, channels: 4 },
  })
    .extend({
      top: pad,
      bottom: pad,
      left: pad,
      right: pad,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .raw()
    .toBuffer();
  const png = await sharp(padded, { raw })
    .extract({
      left: region.left + pad,
      top: region.top + pad,
      width: region.width,
      height: region.height,
    })
    .png()
    .toBuffer();
  return {
    src: `data:image/png;base64,${png.toString('base64')}`,
    width: region.width,
    height: region.height,
    overhang,
    lines: laid.lines,
  };
}

/**
 * A title drawn at the largest of `sizes` at which its words fit `maxLines` lines whole (as
 * `titleSetting` sets Inter's); else, when a word is wider than a line even at the smallest size,
 * broken between its letters at the largest size where it then fits; else at the smallest size,
 * ending in an ellipsis.
 */
export async function drawTitle(
  text: string,
  style: (size: number) => TextStyle,
  { sizes, maxLines }: { sizes: number[]; maxLines: number },
): Promise<DrawnText & { size: number }> {
  for (const size of sizes) {
    const laid = await layOut(text, style(size));
    if (laid.lines <= maxLines && !laid.overruns)
      return { ...(await cropped(laid, style(size), 'box')), size };
  }
  const smallest = sizes.at(-1)!;
  const overruns = (await layOut(text, style(smallest))).overruns;
  const set = (size: number): TextStyle => ({
    ...style(size),
    ...(overruns && { wrap: 'word-char' as const }),
  });
  if (overruns) {
    for (const size of sizes) {
      const laid = await layOut(text, set(size));
      if (laid.lines <= maxLines) return { ...(await cropped(laid, set(size), 'box')), size };
    }
  }
  return { ...(await drawText(text, set(smallest), { maxLines })), size: smallest };
}
