/**
 * Draws the 1200x630 share images at build time from content/, with Next's own `ImageResponse`
 * (Satori lays the card out and turns its text into outlines, then it is rasterised): the words
 * are set in Inter (lib/fonts/inter.ts), and what Inter lacks in the owner's fonts
 * (lib/fonts/owner-fonts.ts), so an image comes out the same on every build machine, whatever fonts
 * that machine has. Every character a card shows must be one of them draws (the content check says
 * which is not): for a missing one `next/og` would fetch a fallback font from the network while
 * building. Server only (reads public/ and
 * node_modules/). Used only without Cloudinary; with a cloud name, Cloudinary composes them
 * (`cloudinaryShareImageUrl`).
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { asDrawn } from '@/lib/fonts/emoji';
import { drawnLineWidth } from '@/lib/fonts/drawn-text';
import { INTER_FONT_FILES, interFontPath, type InterWeight } from '@/lib/fonts/inter';
import type { OwnerFont } from '@/lib/fonts/owner-fonts';
import type { CoverFocus } from '@/content';
import { localImage } from '@/lib/media/images';
import { coverFit, cropRegion } from '@/lib/media/focus';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';
import type { ShareCard } from '@/lib/seo/share-card';
import {
  drawText,
  drawTitle,
  needsShaping,
  normalLineHeight,
  type DrawnText,
  type TextStyle,
} from '@/lib/seo/shaped-text';

const { width: W, height: H } = SHARE_IMAGE_SIZE;

// The site's palette (styles/_tokens.scss), repeated because the card cannot read Sass.
const PAPER = '#fbfaf7';
const INK = '#0f172a';
const INK_SOFT = '#334155';
const ACCENT = '#ea580c';
const LINE = '#e4e1da';

/**
 * The start edge of the text and the width it may take before the image, and where the image sits:
 * measured from the left on a card read from the left, from the right on its mirror (`fromStart`).
 */
const TEXT = { left: 80, width: 520 };
const IMAGE_BOX = { left: 640, top: 80, width: 480, height: 470, radius: 28 };
/** The white frame around the image. */
const FRAME = 6;

/** A font as Satori takes it. */
interface CardFont {
  name: string;
  data: Buffer;
  weight: OwnerFont['weight'];
  style: 'normal';
}

let interFonts: Promise<CardFont[]> | undefined;
/** Inter's files, read once per build worker, then shared by every card it draws. */
function loadInter() {
  interFonts ??= Promise.all(
    (Object.keys(INTER_FONT_FILES).map(Number) as InterWeight[]).map(async (weight) => ({
      name: 'Inter',
      data: await fs.readFile(interFontPath(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  return interFonts;
}

/** How wide the title may run: up to the image's frame, a little past the other text. */
const TITLE_WIDTH = TEXT.width + 28;
/** The sizes a title may be set in, largest first. */
const TITLE_SIZES = [74, 62, 56, 50, 44, 40];

/**
 * How many lines `text` takes at `size`, broken between words; with `breakWords`, a word wider
 * than a line is broken between its letters as it overruns (as CSS `word-break: break-all` does),
 * else such a word makes it Infinity.
 */
function titleLines(text: string, size: number, letterSpacing: number, breakWords = false): number {
  const width = (line: string) => drawnLineWidth(line, { size, weight: 700, letterSpacing });
  let lines = 0;
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (width(word) > TITLE_WIDTH) {
      if (!breakWords) return Infinity;
      // The word starts a line of its own and fills as many as it needs; its last part goes on.
      if (line) lines += 1;
      line = '';
      for (const letter of word) {
        if (line && width(line + letter) > TITLE_WIDTH) {
          lines += 1;
          line = letter;
        } else line += letter;
      }
      continue;
    }
    const joined = line ? `${line} ${word}` : word;
    if (line && width(joined) > TITLE_WIDTH) {
      lines += 1;
      line = word;
    } else line = joined;
  }
  return lines + (line ? 1 : 0);
}

/** The sizes a title may be set in, largest first: a name from 74 px (62 when a word is long), a headline from 50. */
function titleSizes(title: string, style: ShareCard['titleStyle'] = 'name'): number[] {
  const start =
    style === 'headline' ? 50 : title.split(/\s+/).some((word) => word.length > 9) ? 62 : 74;
  return TITLE_SIZES.filter((size) => size <= start);
}

/** How the title is set: its size, and whether a word too long for a line is broken. */
export interface TitleSetting {
  size: number;
  breakWords: boolean;
}

/**
 * The title's size: a name is set from 74 px (62 when a word is long), a headline from 50; then
 * the largest size at which its words fit its lines (two for a name, three for a headline), so a
 * long name ('Muhammad Rizky Aditya Pratama Nugroho') is set smaller instead of being cut by the
 * ellipsis of its clamp. A word too wide for a line even at the smallest size
 * ('PengelolaanKeuanganKoperasiDesaTerpadu') is broken between its letters, at the largest size
 * where it then fits, rather than cut at the frame; past the smallest size the ellipsis ends it.
 */
export function titleSetting(title: string, style: ShareCard['titleStyle'] = 'name'): TitleSetting {
  const headline = style === 'headline';
  const sizes = titleSizes(title, style);
  const text = headline ? title : title.toUpperCase();
  const letterSpacing = headline ? -1 : -2;
  const maxLines = headline ? 3 : 2;
  const whole = sizes.find((size) => titleLines(text, size, letterSpacing) <= maxLines);
  if (whole) return { size: whole, breakWords: false };
  const smallest = sizes.at(-1)!;
  const breakWords = titleLines(text, smallest, letterSpacing) === Infinity;
  const size =
    (breakWords && sizes.find((size) => titleLines(text, size, letterSpacing, true) <= maxLines)) ||
    smallest;
  return { size, breakWords };
}

/** A text block that keeps its full height and ends in an ellipsis past its `lineClamp`. */
const CLAMPED = { display: 'block', flexShrink: 0, textOverflow: 'ellipsis' } as const;

/**
 * How a card's parts sit in its language's direction. Satori has no CSS `direction`: it draws a
 * line of Hebrew right to left by itself (of Arabic, each word's letters, but the words in their
 * written order from the left), and lays boxes out from the left. So a card read from the right is
 * mirrored here: each box placed from the right edge, the text block's parts and each line of text
 * set against its right edge, the tags running from the right. Left to right, nothing is added,
 * and the card is drawn as it always was.
 */
function cardSides(direction: ShareCard['direction']) {
  const rtl = direction === 'rtl';
  return {
    /** An absolute box's offset from the edge its lines start at. */
    fromStart: (offset: number) => (rtl ? { right: offset } : { left: offset }),
    /** A margin on that side. */
    marginStart: (margin: number) => (rtl ? { marginRight: margin } : { marginLeft: margin }),
    /** A column's children against that edge. */
    childrenAtStart: rtl ? ({ alignItems: 'flex-end' } as const) : {},
    /**
     * A text's lines against that edge: Satori aligns the lines of a text that wraps, but places
     * a text of one line as a box of its own width, at the start of its row.
     */
    textAtStart: rtl ? ({ justifyContent: 'flex-end', textAlign: 'right' } as const) : {},
    /** A row that runs from that edge. */
    rowFromStart: rtl ? ({ flexDirection: 'row-reverse' } as const) : {},
  };
}

/** The card's texts drawn as images (lib/seo/shaped-text.ts): those with a letter Inter lacks. */
export interface DrawnTexts {
  eyebrow?: DrawnText;
  title?: DrawnText & { size: number };
  subtitle?: DrawnText;
  tags: (DrawnText | undefined)[];
  footer?: DrawnText;
}

/** How many tags a card shows. */
const TAGS_SHOWN = 5;

/**
 * Each text of `card` that Satori must not draw (a letter Inter lacks: it cannot shape Arabic or
 * Devanagari, order a line that mixes directions, or load every font an owner may give), drawn by
 * Pango in the style the card gives it, clamped to its lines.
 */
export async function drawnTexts(card: ShareCard): Promise<DrawnTexts> {
  const { direction = 'ltr' } = card;
  const headline = card.titleStyle === 'headline';
  const drawn = (
    text: string,
    style: Omit<TextStyle, 'direction'>,
    maxLines: number,
    fit?: 'ink',
  ) =>
    needsShaping(text) ? drawText(text, { ...style, direction }, { maxLines, fit }) : undefined;
  const title = card.titleStyle === 'headline' ? card.title : card.title.toUpperCase();
  const [eyebrow, titleDrawn, subtitle, footer, ...tags] = await Promise.all([
    drawn(
      card.eyebrow,
      {
        size: 24,
        weight: 700,
        letterSpacing: 4,
        color: ACCENT,
        lineHeight: normalLineHeight(24, 700),
        width: TITLE_WIDTH - 4,
      },
      1,
    ),
    needsShaping(title)
      ? drawTitle(
          title,
          (size) => ({
            size,
            weight: 700,
            color: INK,
            lineHeight: size * (headline ? 1.12 : 1.04),
            letterSpacing: headline ? -1 : -2,
            width: TITLE_WIDTH,
            direction,
          }),
          { sizes: titleSizes(title, card.titleStyle), maxLines: headline ? 3 : 2 },
        )
      : undefined,
    drawn(
      card.subtitle,
      { size: 30, weight: 400, color: INK_SOFT, lineHeight: 40, width: TEXT.width },
      headline ? 2 : 3,
    ),
    drawn(
      card.footer,
      {
        size: 22,
        weight: 600,
        color: INK,
        lineHeight: normalLineHeight(22, 600),
        width: TEXT.width,
      },
      1,
    ),
    ...card.tags.slice(0, TAGS_SHOWN).map((tag) =>
      drawn(
        tag,
        {
          size: 20,
          weight: 600,
          color: INK_SOFT,
          lineHeight: normalLineHeight(20, 600),
          width: TEXT.width - 42,
        },
        1,
        'ink',
      ),
    ),
  ]);
  return { eyebrow, title: titleDrawn, subtitle, footer, tags };
}

/**
 * A text drawn as an image, in its place: its box's lines at the start of the box (the image is
 * as wide as the box, the lines set within it), its overhang reaching past the box as ink does.
 */
function TextImage({ drawn }: { drawn: DrawnText }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a page
    <img
      src={drawn.src}
      alt=""
      width={drawn.width}
      height={drawn.height}
      style={{ marginTop: -drawn.overhang, marginBottom: -drawn.overhang }}
    />
  );
}

/** A text's box made a row for its image, its other styles kept. */
const holdingImage = { display: 'flex' } as const;

function Card({ card, image, drawn }: { card: ShareCard; image: string; drawn: DrawnTexts }) {
  const { eyebrow, title, subtitle, tags, footer } = card;
  const headline = card.titleStyle === 'headline';
  const { size, breakWords } = drawn.title
    ? { size: drawn.title.size, breakWords: false }
    : titleSetting(title, card.titleStyle);
  const { fromStart, marginStart, childrenAtStart, textAtStart, rowFromStart } = cardSides(
    card.direction,
  );
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: W,
        height: H,
        background: PAPER,
        fontFamily: 'Inter',
        color: INK,
      }}
    >
      <div
        style={{
          position: 'absolute',
          ...fromStart(W - 40 - 260),
          top: H + 10 - 260,
          width: 520,
          height: 520,
          borderRadius: 260,
          background: ACCENT,
          opacity: 0.12,
        }}
      />
      <div
        style={{ position: 'absolute', left: 0, top: 0, width: W, height: 12, background: ACCENT }}
      />
      {/* Everything above the footer; whatever would not fit is cut, never drawn over it. */}
      <div
        style={{
          position: 'absolute',
          ...fromStart(TEXT.left),
          top: 94,
          // As wide as the title runs (it starts 4 px before the box, on the side its lines
          // start): a narrower box cut the end of a title line longer than the other text.
          width: TITLE_WIDTH - 4,
          height: 420,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          ...childrenAtStart,
        }}
      >
        <div
          style={{
            flexShrink: 0,
            fontSize: 24,
            fontWeight: 700,
            letterSpacing: 4,
            color: ACCENT,
            ...textAtStart,
            ...(drawn.eyebrow && holdingImage),
          }}
        >
          {drawn.eyebrow ? <TextImage drawn={drawn.eyebrow} /> : eyebrow}
        </div>
        <div
          style={{
            ...CLAMPED,
            ...textAtStart,
            marginTop: 22,
            ...marginStart(-4),
            width: TITLE_WIDTH,
            fontSize: size,
            fontWeight: 700,
            lineHeight: headline ? 1.12 : 1.04,
            letterSpacing: headline ? -1 : -2,
            textTransform: headline ? 'none' : 'uppercase',
            wordBreak: breakWords ? 'break-all' : 'normal',
            lineClamp: headline ? 3 : 2,
            ...(drawn.title && holdingImage),
          }}
        >
          {drawn.title ? <TextImage drawn={drawn.title} /> : title}
        </div>
        <div
          style={{
            ...CLAMPED,
            ...textAtStart,
            marginTop: 22,
            width: TEXT.width,
            fontSize: 30,
            lineHeight: '40px',
            color: INK_SOFT,
            lineClamp: headline ? 2 : 3,
            ...(drawn.subtitle && holdingImage),
          }}
        >
          {drawn.subtitle ? <TextImage drawn={drawn.subtitle} /> : subtitle}
        </div>
        <div
          style={{
            display: 'flex',
            ...rowFromStart,
            flexShrink: 0,
            flexWrap: 'wrap',
            gap: 12,
            width: TEXT.width,
            marginTop: 34,
          }}
        >
          {tags.slice(0, TAGS_SHOWN).map((tag, index) => (
            <div
              key={tag}
              style={{
                display: 'flex',
                alignItems: 'center',
                height: 42,
                padding: '0 19px',
                borderRadius: 21,
                border: `2px solid ${LINE}`,
                background: '#ffffff',
                fontSize: 20,
                fontWeight: 600,
                color: INK_SOFT,
              }}
            >
              {drawn.tags[index] ? <TextImage drawn={drawn.tags[index]} /> : tag}
            </div>
          ))}
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          ...fromStart(TEXT.left),
          ...textAtStart,
          top: H - 88,
          width: TEXT.width,
          fontSize: 22,
          fontWeight: 600,
          ...(drawn.footer && holdingImage),
        }}
      >
        {drawn.footer ? <TextImage drawn={drawn.footer} /> : footer}
      </div>
      <div
        style={{
          position: 'absolute',
          display: 'flex',
          ...fromStart(IMAGE_BOX.left - FRAME),
          top: IMAGE_BOX.top - FRAME,
          padding: FRAME - 2,
          borderRadius: IMAGE_BOX.radius + FRAME,
          border: `2px solid ${LINE}`,
          background: '#ffffff',
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a page */}
        <img
          src={image}
          alt=""
          width={IMAGE_BOX.width}
          height={IMAGE_BOX.height}
          style={{ borderRadius: IMAGE_BOX.radius }}
        />
      </div>
    </div>
  );
}

/**
 * The cover (or photo) in the image box, as a PNG data URL, from the owner's original (any format
 * and size): Satori takes only PNG and JPEG. Cropped at its focal point as the pages crop it, or,
 * for a shape far from the box's (a panorama), whole over a blurred, darkened copy of itself.
 */
async function imageDataUrl(publicId: string, focus: CoverFocus | undefined): Promise<string> {
  const original = await sharp(path.join(process.cwd(), localImage(publicId).file))
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = original.info;
  const decoded = () => sharp(original.data, { raw: { width, height, channels } });
  const box = { width: IMAGE_BOX.width, height: IMAGE_BOX.height };
  const aspect = box.width / box.height;
  const cover = (region: ReturnType<typeof cropRegion>) =>
    decoded().extract(region).resize(box.width, box.height, { fit: 'fill' });
  let picture: ReturnType<typeof sharp>;
  if (coverFit(width / height, aspect) === 'cover') {
    picture = cover(cropRegion(width, height, aspect, focus));
  } else {
    const backdrop = await cover(cropRegion(width, height, aspect, undefined))
      .blur(24)
      .modulate({ brightness: 0.7 })
      .png()
      .toBuffer();
    const whole = await decoded().resize(box.width, box.height, { fit: 'inside' }).png().toBuffer();
    picture = sharp(backdrop).composite([{ input: whole, gravity: 'center' }]);
  }
  const png = await picture.png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The PNG of a share card, its image read from `public/images/`. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const words = asDrawn(card);
  // Satori is given Inter alone: every text with a letter Inter lacks is drawn by Pango, so no
  // owner's font reaches Satori's font reader (which could not load Noto Sans Arabic).
  const [image, cardFonts, drawn] = await Promise.all([
    imageDataUrl(card.image, card.focus),
    loadInter(),
    drawnTexts(words),
  ]);
  const response = new ImageResponse(<Card card={words} image={image} drawn={drawn} />, {
    width: W,
    height: H,
    fonts: cardFonts,
  });
  return Buffer.from(await response.arrayBuffer());
}
