/**
 * Draws the 1200x630 share images at build time from content/, with Next's own `ImageResponse`
 * (Satori lays the card out and turns its text into outlines, then it is rasterised): the words
 * are set in Inter (lib/fonts/inter.ts), so an image comes out the same on every build machine,
 * whatever fonts that machine has. Every character a card shows must be one Inter draws (the
 * content check says which is not): for a missing one `next/og` would fetch a fallback font from
 * the network while building. Server only (reads public/ and
 * node_modules/). Used only without Cloudinary; with a cloud name, Cloudinary composes them
 * (`cloudinaryShareImageUrl`).
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { asInterDraws, INTER_FONT_FILES, interFontPath, type InterWeight } from '@/lib/fonts/inter';
import type { CoverFocus } from '@/content';
import { localImage } from '@/lib/media/images';
import { coverFit, cropRegion } from '@/lib/media/focus';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';
import type { ShareCard } from '@/lib/seo/share-card';

const { width: W, height: H } = SHARE_IMAGE_SIZE;

// The site's palette (styles/_tokens.scss), repeated because the card cannot read Sass.
const PAPER = '#fbfaf7';
const INK = '#0f172a';
const INK_SOFT = '#334155';
const ACCENT = '#ea580c';
const LINE = '#e4e1da';

/** Left edge of the text and the width it may take before the image. */
const TEXT = { left: 80, width: 520 };
const IMAGE_BOX = { left: 640, top: 80, width: 480, height: 470, radius: 28 };
/** The white frame around the image. */
const FRAME = 6;

let fonts: Promise<{ name: string; data: Buffer; weight: InterWeight; style: 'normal' }[]>;
/** Read once per build worker, then shared by every card it draws. */
function loadFonts() {
  fonts ??= Promise.all(
    (Object.keys(INTER_FONT_FILES).map(Number) as InterWeight[]).map(async (weight) => ({
      name: 'Inter',
      data: await fs.readFile(interFontPath(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** Title size: a name with a long word gets the smaller size so it still fits in two lines. */
function titleSize(title: string): number {
  return title.split(/\s+/).some((word) => word.length > 9) ? 62 : 74;
}

/** A text block that keeps its full height and ends in an ellipsis past its `lineClamp`. */
const CLAMPED = { display: 'block', flexShrink: 0, textOverflow: 'ellipsis' } as const;

function Card({ card, image }: { card: ShareCard; image: string }) {
  const { eyebrow, title, subtitle, tags, footer } = card;
  const headline = card.titleStyle === 'headline';
  const size = headline ? 50 : titleSize(title);
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
          left: W - 40 - 260,
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
          left: TEXT.left,
          top: 94,
          width: TEXT.width,
          height: 420,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        <div
          style={{ flexShrink: 0, fontSize: 24, fontWeight: 700, letterSpacing: 4, color: ACCENT }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            ...CLAMPED,
            marginTop: 22,
            marginLeft: -4,
            // The name may run up to the image's frame, a little past the other text.
            width: TEXT.width + 28,
            fontSize: size,
            fontWeight: 700,
            lineHeight: headline ? 1.12 : 1.04,
            letterSpacing: headline ? -1 : -2,
            textTransform: headline ? 'none' : 'uppercase',
            lineClamp: headline ? 3 : 2,
          }}
        >
          {title}
        </div>
        <div
          style={{
            ...CLAMPED,
            marginTop: 22,
            fontSize: 30,
            lineHeight: '40px',
            color: INK_SOFT,
            lineClamp: headline ? 2 : 3,
          }}
        >
          {subtitle}
        </div>
        <div style={{ display: 'flex', flexShrink: 0, flexWrap: 'wrap', gap: 12, marginTop: 34 }}>
          {tags.slice(0, 5).map((tag) => (
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
              {tag}
            </div>
          ))}
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: TEXT.left,
          top: H - 88,
          width: TEXT.width,
          fontSize: 22,
          fontWeight: 600,
        }}
      >
        {footer}
      </div>
      <div
        style={{
          position: 'absolute',
          display: 'flex',
          left: IMAGE_BOX.left - FRAME,
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
  const [image, cardFonts] = await Promise.all([imageDataUrl(card.image, card.focus), loadFonts()]);
  const response = new ImageResponse(<Card card={asInterDraws(card)} image={image} />, {
    width: W,
    height: H,
    fonts: cardFonts,
  });
  return Buffer.from(await response.arrayBuffer());
}
