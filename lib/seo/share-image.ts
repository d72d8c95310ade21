/**
 * Draws the 1200x630 share images at build time from content/: an SVG card rendered by sharp,
 * with the cover (or the profile photo) composited in. Server only (reads public/). Used only
 * without Cloudinary; with a cloud name, Cloudinary composes them (`cloudinaryShareImageUrl`).
 * Text is set in the system's sans-serif through fontconfig (DejaVu Sans on CI): the site's
 * variable WOFF2 fonts cannot be loaded by the SVG renderer.
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { localImageFile } from '@/lib/config/paths';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';
import type { ShareCard } from '@/lib/seo/share-card';

const { width: W, height: H } = SHARE_IMAGE_SIZE;

// The site's palette (styles/_tokens.scss), repeated because the SVG cannot read Sass.
const PAPER = '#fbfaf7';
const INK = '#0f172a';
const INK_SOFT = '#334155';
const ACCENT = '#ea580c';
const LINE = '#e4e1da';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const IMAGE_BOX = { left: 640, top: 80, width: 480, height: 470, radius: 28 };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits text into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function cardSvg({ eyebrow, title, subtitle, tags, footer }: ShareCard): string {
  const titleLines = wrap(title.toUpperCase(), 14).slice(0, 2);
  const titleSize = titleLines.some((line) => line.length > 11) ? 62 : 74;
  const titleTop = 200;
  const subtitleTop = titleTop + titleLines.length * (titleSize + 6) + 18;
  const subtitleLines = wrap(subtitle, 30).slice(0, 2);
  const tagsTop = subtitleTop + subtitleLines.length * 40 + 34;

  let x = 80;
  let row = 0;
  const pills = tags.slice(0, 5).map((tag) => {
    const w = Math.round(tag.length * 12.5 + 40);
    if (x + w > 600) {
      x = 80;
      row += 1;
    }
    const pill = `<g transform="translate(${x} ${tagsTop + row * 56})">
      <rect width="${w}" height="42" rx="21" fill="#ffffff" stroke="${LINE}" stroke-width="2"/>
      <text x="${w / 2}" y="28" font-size="20" font-weight="600" fill="${INK_SOFT}" text-anchor="middle">${escapeXml(tag)}</text>
    </g>`;
    x += w + 12;
    return pill;
  });

  const { left, top, width, height, radius } = IMAGE_BOX;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${PAPER}"/>
  <circle cx="${W - 40}" cy="${H + 10}" r="260" fill="${ACCENT}" opacity="0.12"/>
  <rect x="0" y="0" width="${W}" height="12" fill="${ACCENT}"/>
  <g font-family="${FONT}">
    <text x="80" y="120" font-size="24" font-weight="700" letter-spacing="4" fill="${ACCENT}">${escapeXml(eyebrow)}</text>
    ${titleLines
      .map(
        (line, i) =>
          `<text x="76" y="${titleTop + i * (titleSize + 6)}" font-size="${titleSize}" font-weight="700" letter-spacing="-2" fill="${INK}">${escapeXml(line)}</text>`,
      )
      .join('\n')}
    ${subtitleLines
      .map(
        (line, i) =>
          `<text x="80" y="${subtitleTop + i * 40}" font-size="30" fill="${INK_SOFT}">${escapeXml(line)}</text>`,
      )
      .join('\n')}
    ${pills.join('\n')}
    <text x="80" y="${H - 64}" font-size="22" font-weight="600" fill="${INK}">${escapeXml(footer)}</text>
  </g>
  <rect x="${left - 6}" y="${top - 6}" width="${width + 12}" height="${height + 12}" rx="${radius + 6}" fill="#ffffff" stroke="${LINE}" stroke-width="2"/>
</svg>`;
}

/** The cover fitted to the image box with rounded corners. */
async function roundedImage(file: string): Promise<Buffer> {
  const { width, height, radius } = IMAGE_BOX;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  return sharp(file)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

const publicFile = (publicPath: string) => path.join(process.cwd(), 'public', publicPath);

/** The PNG of a share card, its image read from `public/images/`. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const file = publicFile(localImageFile(card.image));
  await fs.access(file);
  const image = await roundedImage(file);
  return sharp(Buffer.from(cardSvg(card)))
    .composite([{ input: image, left: IMAGE_BOX.left, top: IMAGE_BOX.top }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
