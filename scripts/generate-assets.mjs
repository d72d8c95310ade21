/**
 * Draws the sample assets the site ships with, so it is whole with no account anywhere:
 * ten project covers, a profile photo and the app icons. (Skill logos are not drawn: they are the
 * brands' marks from simple-icons, written into the page at build time. The CV is not drawn here
 * either: its PDF is built from content/ by `app/cv/[file]/route.ts`.)
 * Run `npm run assets` after changing the designs below; outputs are committed under `public/`.
 * Owners replace these files with their own (same names, or change content/).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const pub = (...parts) => path.join(root, 'public', ...parts);

const W = 1200;
const H = 900;

/** Cover palettes: background gradient, accent, surface. */
const covers = [
  { id: 'persuratan-upana', host: 'upana.ac.id/letters', from: '#0f766e', to: '#134e4a', accent: '#5eead4', scene: 'table' },
  { id: 'confie-id', host: 'confie.id', from: '#f97316', to: '#9a3412', accent: '#fed7aa', scene: 'landing' },
  { id: 'sebuah-teman', host: 'sebuahteman.id/chat', from: '#4f46e5', to: '#1e1b4b', accent: '#c7d2fe', scene: 'chat' },
  { id: 'tokoku', host: 'tokoku.store', from: '#16a34a', to: '#14532d', accent: '#bbf7d0', scene: 'shop' },
  { id: 'digides-faq', host: 'digides.id/faq', from: '#0284c7', to: '#0c4a6e', accent: '#bae6fd', scene: 'faq' },
  { id: 'urban-print', host: 'urbanprint.co/orders', from: '#db2777', to: '#831843', accent: '#fbcfe8', scene: 'board' },
  { id: 'e-katalogue', host: 'ekatalogue.id', from: '#a16207', to: '#422006', accent: '#fde68a', scene: 'catalogue' },
  { id: 'kampusku', host: 'kampusku.ac.id', from: '#7c3aed', to: '#2e1065', accent: '#ddd6fe', scene: 'news' },
  { id: 'car-rental', host: 'rentcar.id/search', from: '#dc2626', to: '#450a0a', accent: '#fecaca', scene: 'cars' },
  { id: 'personal-website', host: 'raka.dev/ask', from: '#0891b2', to: '#083344', accent: '#a5f3fc', scene: 'assistant' },
];

const rect = (x, y, w, h, fill, r = 10, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

/** Grey placeholder lines standing in for text. */
const lines = (x, y, widths, gap = 22, fill = '#cbd5e1', h = 10) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('');

function scene(kind, accent, from) {
  // The window's content area: x 130..1070, y 190..800.
  const X = 150;
  const Y = 210;
  switch (kind) {
    case 'table':
      return [
        rect(X, Y, 200, 570, '#f1f5f9', 12),
        lines(X + 24, Y + 30, [140, 110, 130, 90, 120], 40),
        ...[0, 1, 2, 3, 4, 5, 6].map((row) =>
          [
            rect(X + 230, Y + row * 80, 670, 64, row === 0 ? from : '#f8fafc', 10),
            lines(X + 254, Y + row * 80 + 27, [row === 0 ? 120 : 200], 0, row === 0 ? '#fff' : '#94a3b8'),
            rect(X + 760, Y + row * 80 + 20, 110, 24, row === 0 ? '#ffffff55' : [accent, '#fde68a', '#fecaca'][row % 3], 12),
          ].join(''),
        ),
      ].join('');
    case 'landing':
      return [
        rect(X, Y, 900, 300, accent, 16),
        lines(X + 50, Y + 70, [420, 360], 46, from, 26),
        lines(X + 50, Y + 180, [300, 260], 22, '#9a3412aa'),
        rect(X + 50, Y + 240, 160, 40, from, 20),
        `<circle cx="${X + 720}" cy="${Y + 150}" r="110" fill="${from}" opacity="0.85"/>`,
        ...[0, 1, 2].map((i) =>
          [rect(X + i * 305, Y + 330, 290, 240, '#f8fafc', 14), `<circle cx="${X + i * 305 + 50}" cy="${Y + 385}" r="26" fill="${from}"/>`, lines(X + i * 305 + 30, Y + 440, [200, 230, 170], 24, '#94a3b8')].join(''),
        ),
      ].join('');
    case 'chat':
    case 'assistant': {
      const bubbles = [
        [false, 420], [true, 300], [false, 520], [true, 260], [false, 380],
      ];
      return [
        rect(X, Y, 900, 570, kind === 'chat' ? '#eef2ff' : '#ecfeff', 14),
        ...bubbles.map(([mine, w], i) =>
          rect(mine ? X + 880 - w : X + 30, Y + 30 + i * 92, w, 70, mine ? from : '#ffffff', 22),
        ),
        rect(X + 30, Y + 500, 760, 50, '#ffffff', 25),
        `<circle cx="${X + 840}" cy="${Y + 525}" r="26" fill="${from}"/>`,
        kind === 'assistant' ? `<circle cx="${X + 70}" cy="${Y + 65}" r="0"/>` : '',
      ].join('');
    }
    case 'shop':
      return [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const cx = X + (i % 4) * 228;
          const cy = Y + Math.floor(i / 4) * 290;
          return [
            rect(cx, cy, 210, 270, '#f8fafc', 14),
            rect(cx + 15, cy + 15, 180, 140, [accent, '#fef08a', '#fbcfe8', '#bfdbfe'][i % 4], 10),
            lines(cx + 15, cy + 175, [150, 90], 24, '#94a3b8'),
            rect(cx + 130, cy + 222, 65, 30, from, 15),
          ].join('');
        })
        .join('');
    case 'faq':
      return [
        rect(X, Y, 900, 70, '#f1f5f9', 35),
        `<circle cx="${X + 40}" cy="${Y + 35}" r="14" fill="none" stroke="${from}" stroke-width="5"/>`,
        ...[0, 1, 2, 3, 4, 5].map((i) =>
          [
            rect(X, Y + 100 + i * 78, 900, i === 1 ? 64 : 64, i === 1 ? accent : '#f8fafc', 12),
            lines(X + 30, Y + 127 + i * 78, [[380, 460, 320, 410, 350, 300][i]], 0, i === 1 ? from : '#64748b', 12),
            `<path d="M${X + 860} ${Y + 125 + i * 78} l12 12 l12 -12" stroke="${from}" stroke-width="4" fill="none"/>`,
          ].join(''),
        ),
      ].join('');
    case 'board':
      return [0, 1, 2, 3]
        .map((col) =>
          [
            rect(X + col * 228, Y, 210, 570, '#f1f5f9', 14),
            lines(X + col * 228 + 20, Y + 25, [110], 0, from, 12),
            ...Array.from({ length: 4 - (col % 3) }, (_, i) =>
              [rect(X + col * 228 + 15, Y + 60 + i * 120, 180, 105, '#ffffff', 10), lines(X + col * 228 + 32, Y + 82 + i * 120, [130, 100, 70], 22, '#94a3b8'), rect(X + col * 228 + 32, Y + 140 + i * 120, 50, 12, accent, 6)].join(''),
            ),
          ].join(''),
        )
        .join('');
    case 'catalogue':
      return [
        rect(X, Y, 220, 570, '#fefce8', 14),
        ...[0, 1, 2, 3, 4, 5].map((i) => [rect(X + 25, Y + 35 + i * 50, 20, 20, i < 2 ? from : '#e7e5e4', 4), lines(X + 60, Y + 40 + i * 50, [110], 0, '#78716c')].join('')),
        ...[0, 1, 2, 3, 4, 5].map((i) => {
          const cx = X + 250 + (i % 3) * 220;
          const cy = Y + Math.floor(i / 3) * 290;
          return [rect(cx, cy, 200, 270, '#fafaf9', 14), rect(cx + 15, cy + 15, 170, 160, [accent, '#e7e5e4', '#fed7aa'][i % 3], 10), lines(cx + 15, cy + 195, [140, 80], 26, '#78716c')].join('');
        }),
      ].join('');
    case 'news':
      return [
        rect(X, Y, 580, 260, accent, 16),
        lines(X + 40, Y + 170, [380, 300], 36, from, 18),
        ...[0, 1].map((i) => [rect(X + i * 298, Y + 290, 282, 280, '#f8fafc', 14), rect(X + i * 298 + 15, Y + 305, 252, 130, '#e2e8f0', 10), lines(X + i * 298 + 20, Y + 460, [200, 160, 220], 26, '#94a3b8')].join('')),
        rect(X + 610, Y, 290, 570, '#f5f3ff', 14),
        lines(X + 635, Y + 25, [140], 0, from, 14),
        ...Array.from({ length: 20 }, (_, i) => rect(X + 635 + (i % 5) * 50, Y + 70 + Math.floor(i / 5) * 50, 38, 38, [3, 8, 14].includes(i) ? from : '#ffffff', 8)),
        lines(X + 635, Y + 300, [220, 180, 200, 160, 210], 40, '#a78bfa'),
      ].join('');
    case 'cars':
      return [
        rect(X, Y, 900, 80, '#fef2f2', 14),
        ...[0, 1, 2, 3].map((i) => rect(X + 20 + i * 170, Y + 20, 150, 40, i === 1 ? from : '#ffffff', 20)),
        ...[0, 1, 2].map((i) => {
          const cx = X + i * 305;
          return [
            rect(cx, Y + 110, 290, 460, '#f8fafc', 14),
            // A simple car silhouette.
            `<path d="M${cx + 45} ${Y + 260} q10 -55 60 -60 h80 q40 5 60 60 z" fill="${from}"/>`,
            rect(cx + 30, Y + 255, 230, 45, from, 18),
            `<circle cx="${cx + 85}" cy="${Y + 305}" r="22" fill="#1f2937"/><circle cx="${cx + 205}" cy="${Y + 305}" r="22" fill="#1f2937"/>`,
            lines(cx + 25, Y + 370, [180, 120, 150], 30, '#94a3b8'),
            rect(cx + 25, Y + 500, 240, 44, accent, 22),
          ].join('');
        }),
      ].join('');
    default:
      return '';
  }
}

function coverSvg({ host, from, to, accent, scene: kind }, index) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="24" stdDeviation="24" flood-color="#000" flood-opacity="0.35"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${index % 2 ? 1080 : 120}" cy="${index % 3 ? 120 : 820}" r="260" fill="${accent}" opacity="0.18"/>
  <circle cx="${index % 2 ? 140 : 1040}" cy="${index % 3 ? 860 : 90}" r="160" fill="#ffffff" opacity="0.08"/>
  <g filter="url(#shadow)">${rect(120, 110, 960, 700, '#ffffff', 22)}</g>
  ${rect(120, 110, 960, 64, '#f1f5f9', 22)}${rect(120, 150, 960, 24, '#f1f5f9', 0)}
  <circle cx="160" cy="142" r="9" fill="#f87171"/><circle cx="190" cy="142" r="9" fill="#fbbf24"/><circle cx="220" cy="142" r="9" fill="#34d399"/>
  ${rect(330, 126, 540, 32, '#ffffff', 16)}
  <text x="600" y="148" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#64748b" text-anchor="middle">${host}</text>
  ${scene(kind, accent, from)}
</svg>`;
}

function profileSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f97316"/></linearGradient>
    <linearGradient id="jacket" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
  </defs>
  <rect width="640" height="640" fill="url(#bg)"/>
  <circle cx="520" cy="120" r="90" fill="#fff" opacity="0.25"/>
  <path d="M120 640 q20 -190 200 -200 q180 10 200 200 z" fill="url(#jacket)"/>
  <path d="M280 445 l40 70 l40 -70 z" fill="#f8fafc"/>
  <rect x="285" y="360" width="70" height="90" rx="30" fill="#c68642"/>
  <ellipse cx="320" cy="290" rx="112" ry="128" fill="#d9a066"/>
  <path d="M205 270 q0 -140 120 -140 q115 0 112 130 q-20 -60 -70 -70 q-60 40 -162 80 z" fill="#1c1917"/>
  <ellipse cx="208" cy="300" rx="16" ry="26" fill="#c68642"/><ellipse cx="432" cy="300" rx="16" ry="26" fill="#c68642"/>
  <ellipse cx="275" cy="295" rx="11" ry="13" fill="#1c1917"/><ellipse cx="365" cy="295" rx="11" ry="13" fill="#1c1917"/>
  <path d="M255 262 q20 -12 40 0 M345 262 q20 -12 40 0" stroke="#1c1917" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M320 300 q-8 30 4 38" stroke="#a0522d" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M272 352 q48 40 96 0" stroke="#7c2d12" stroke-width="9" fill="none" stroke-linecap="round"/>
</svg>`;
}

function iconSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f172a"/><text x="32" y="44" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="#fb923c" text-anchor="middle">R</text></svg>\n`;
}

async function writeWebp(svg, file, quality = 72) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(file);
  const { size } = await fs.stat(file);
  if (size > 80 * 1024) throw new Error(`${file} is ${size} bytes, over the 80 KB budget`);
  console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB`);
}

await Promise.all(covers.map((cover, i) => writeWebp(coverSvg(cover, i), pub('images', 'projects', `${cover.id}.webp`))));
await writeWebp(profileSvg(), pub('images', 'profile.webp'), 80);
await fs.mkdir(pub('icons'), { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(iconSvg(size))).png().toFile(pub('icons', `icon-${size}.png`));
}
await sharp(Buffer.from(iconSvg(180))).png().toFile(path.join(root, 'app', 'apple-icon.png'));
await fs.writeFile(path.join(root, 'app', 'icon.svg'), iconSvg(64));
