/**
 * Turns a copy of the project into the smallest owner's site: Dewi, Indonesian ONLY, her photo a
 * phone's tall portrait, one project without a demo whose cover is a 1080×1920 phone screenshot,
 * no job or internship yet, no notes, no case studies, no CV quick facts. The `smallest` test site
 * (e2e/support/sites.mjs) is built from it; the static checks run on it with its content/
 * (jest.static.config.mjs).
 *
 * Her content files (`content/` beside this file) replace the sample's whole: the owner rewrote
 * them, in Indonesian. Then what an Indonesian-only owner deletes: the English words
 * (`content/translations/en/`, proving nothing reads them) and the Indonesian words for a second
 * language's data (`content/translations/id/*.ts`; only its `copy/` stays), the sample's notes and
 * case studies.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DoesNotFit } from '../sites.mjs';

/** Her cover: a phone screenshot, as phones take them. */
export const COVER = { id: 'projects/kasirku-layar', width: 1080, height: 1920 };

/**
 * Her photo: a portrait from a phone's camera (3:4), the head near the top, as such photos are
 * framed; it replaces the sample's square one (one file per name: `profile.webp` goes).
 */
export const PHOTO = { id: 'profile', width: 1080, height: 1440, headTop: 130 };

/** Her portrait, drawn: a wall, shoulders, a face under dark hair whose top is `headTop`. */
function portraitSvg({ width, height, headTop }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d6e4e1"/>
    <path d="M120 ${height} C140 1000 320 900 540 900 C760 900 940 1000 960 ${height} Z" fill="#0f766e"/>
    <rect x="470" y="700" width="140" height="220" rx="60" fill="#c58c64"/>
    <ellipse cx="540" cy="${headTop + 250}" rx="230" ry="260" fill="#3b2a20"/>
    <ellipse cx="540" cy="${headTop + 300}" rx="185" ry="230" fill="#d9a07a"/>
    <circle cx="470" cy="${headTop + 290}" r="18" fill="#3b2a20"/>
    <circle cx="610" cy="${headTop + 290}" r="18" fill="#3b2a20"/>
    <path d="M470 ${headTop + 400} Q540 ${headTop + 450} 610 ${headTop + 400}" stroke="#7c2d12" stroke-width="14" fill="none"/>
  </svg>`;
}

/** A phone screenshot of her app, drawn (no external file): status bar, orders, a total. */
function screenshotSvg({ width, height }) {
  const rows = Array.from({ length: 7 }, (_, index) => {
    const y = 420 + index * 170;
    return `<rect x="60" y="${y}" width="960" height="140" rx="24" fill="#ffffff"/>
      <rect x="100" y="${y + 35}" width="420" height="30" rx="8" fill="#334155"/>
      <rect x="100" y="${y + 85}" width="260" height="22" rx="8" fill="#94a3b8"/>
      <rect x="800" y="${y + 50}" width="180" height="40" rx="8" fill="#0f766e"/>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f1f5f9"/>
    <rect width="100%" height="80" fill="#0f172a"/>
    <rect x="60" y="28" width="90" height="26" rx="6" fill="#e2e8f0"/>
    <rect x="900" y="28" width="120" height="26" rx="6" fill="#e2e8f0"/>
    <rect y="80" width="100%" height="260" fill="#0f766e"/>
    <rect x="60" y="160" width="520" height="70" rx="12" fill="#ccfbf1"/>
    <rect x="60" y="260" width="340" height="40" rx="10" fill="#99f6e4"/>
    ${rows}
    <rect x="60" y="1660" width="960" height="180" rx="36" fill="#0f766e"/>
    <rect x="120" y="1725" width="400" height="50" rx="12" fill="#f0fdfa"/>
  </svg>`;
}

/** @param {string} root a copy of the project */
export default async function applySmallestOwner(root) {
  const content = (...parts) => path.join(root, 'content', ...parts);
  for (const file of fs.readdirSync(path.join(import.meta.dirname, 'content'))) {
    fs.copyFileSync(path.join(import.meta.dirname, 'content', file), content(file));
  }
  // Indonesian only: English is not listed, so its folder goes; so do the Indonesian words for
  // the data of a second language (her data is in Indonesian already). Only id/copy/ is read.
  if (!fs.existsSync(content('translations', 'id', 'copy'))) {
    throw new DoesNotFit(
      "her site speaks Indonesian with the sample's Indonesian interface words, and content/translations/id/copy/ is gone",
    );
  }
  fs.rmSync(content('translations', 'en'), { recursive: true, force: true });
  for (const entry of fs.readdirSync(content('translations', 'id'))) {
    if (entry !== 'copy') fs.rmSync(content('translations', 'id', entry), { recursive: true });
  }
  for (const folder of ['notes', 'case-studies']) {
    fs.rmSync(content(folder), { recursive: true, force: true });
    fs.mkdirSync(content(folder));
  }
  const images = path.join(root, 'public', 'images');
  for (const file of fs.readdirSync(images).filter((name) => name.startsWith(`${PHOTO.id}.`))) {
    fs.rmSync(path.join(images, file));
  }
  await sharp(Buffer.from(portraitSvg(PHOTO)))
    .jpeg({ quality: 85 })
    .toFile(path.join(images, `${PHOTO.id}.jpg`));
  const cover = path.join(images, `${COVER.id}.png`);
  await sharp(Buffer.from(screenshotSvg(COVER)))
    .png()
    .toFile(cover);
}
