/**
 * Draws the sample assets the site ships with, so it is whole with no account anywhere:
 * ten project covers, a profile photo, the app icons, and the figures of the notes and case studies
 * (`--figures` draws only those). (Skill logos are not drawn: they are the
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
  {
    id: 'persuratan-upana',
    host: 'upana.ac.id/letters',
    from: '#0f766e',
    to: '#134e4a',
    accent: '#5eead4',
    scene: 'table',
  },
  {
    id: 'confie-id',
    host: 'confie.id',
    from: '#f97316',
    to: '#9a3412',
    accent: '#fed7aa',
    scene: 'landing',
  },
  {
    id: 'sebuah-teman',
    host: 'sebuahteman.id/chat',
    from: '#4f46e5',
    to: '#1e1b4b',
    accent: '#c7d2fe',
    scene: 'chat',
  },
  {
    id: 'tokoku',
    host: 'tokoku.store',
    from: '#16a34a',
    to: '#14532d',
    accent: '#bbf7d0',
    scene: 'shop',
  },
  {
    id: 'digides-faq',
    host: 'digides.id/faq',
    from: '#0284c7',
    to: '#0c4a6e',
    accent: '#bae6fd',
    scene: 'faq',
  },
  {
    id: 'urban-print',
    host: 'urbanprint.co/orders',
    from: '#db2777',
    to: '#831843',
    accent: '#fbcfe8',
    scene: 'board',
  },
  {
    id: 'e-katalogue',
    host: 'ekatalogue.id',
    from: '#a16207',
    to: '#422006',
    accent: '#fde68a',
    scene: 'catalogue',
  },
  {
    id: 'kampusku',
    host: 'kampusku.ac.id',
    from: '#7c3aed',
    to: '#2e1065',
    accent: '#ddd6fe',
    scene: 'news',
  },
  {
    id: 'car-rental',
    host: 'rentcar.id/search',
    from: '#dc2626',
    to: '#450a0a',
    accent: '#fecaca',
    scene: 'cars',
  },
  {
    id: 'personal-website',
    host: 'raka.dev/ask',
    from: '#0891b2',
    to: '#083344',
    accent: '#a5f3fc',
    scene: 'assistant',
  },
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
            lines(
              X + 254,
              Y + row * 80 + 27,
              [row === 0 ? 120 : 200],
              0,
              row === 0 ? '#fff' : '#94a3b8',
            ),
            rect(
              X + 760,
              Y + row * 80 + 20,
              110,
              24,
              row === 0 ? '#ffffff55' : [accent, '#fde68a', '#fecaca'][row % 3],
              12,
            ),
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
          [
            rect(X + i * 305, Y + 330, 290, 240, '#f8fafc', 14),
            `<circle cx="${X + i * 305 + 50}" cy="${Y + 385}" r="26" fill="${from}"/>`,
            lines(X + i * 305 + 30, Y + 440, [200, 230, 170], 24, '#94a3b8'),
          ].join(''),
        ),
      ].join('');
    case 'chat':
    case 'assistant': {
      const bubbles = [
        [false, 420],
        [true, 300],
        [false, 520],
        [true, 260],
        [false, 380],
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
            lines(
              X + 30,
              Y + 127 + i * 78,
              [[380, 460, 320, 410, 350, 300][i]],
              0,
              i === 1 ? from : '#64748b',
              12,
            ),
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
              [
                rect(X + col * 228 + 15, Y + 60 + i * 120, 180, 105, '#ffffff', 10),
                lines(X + col * 228 + 32, Y + 82 + i * 120, [130, 100, 70], 22, '#94a3b8'),
                rect(X + col * 228 + 32, Y + 140 + i * 120, 50, 12, accent, 6),
              ].join(''),
            ),
          ].join(''),
        )
        .join('');
    case 'catalogue':
      return [
        rect(X, Y, 220, 570, '#fefce8', 14),
        ...[0, 1, 2, 3, 4, 5].map((i) =>
          [
            rect(X + 25, Y + 35 + i * 50, 20, 20, i < 2 ? from : '#e7e5e4', 4),
            lines(X + 60, Y + 40 + i * 50, [110], 0, '#78716c'),
          ].join(''),
        ),
        ...[0, 1, 2, 3, 4, 5].map((i) => {
          const cx = X + 250 + (i % 3) * 220;
          const cy = Y + Math.floor(i / 3) * 290;
          return [
            rect(cx, cy, 200, 270, '#fafaf9', 14),
            rect(cx + 15, cy + 15, 170, 160, [accent, '#e7e5e4', '#fed7aa'][i % 3], 10),
            lines(cx + 15, cy + 195, [140, 80], 26, '#78716c'),
          ].join('');
        }),
      ].join('');
    case 'news':
      return [
        rect(X, Y, 580, 260, accent, 16),
        lines(X + 40, Y + 170, [380, 300], 36, from, 18),
        ...[0, 1].map((i) =>
          [
            rect(X + i * 298, Y + 290, 282, 280, '#f8fafc', 14),
            rect(X + i * 298 + 15, Y + 305, 252, 130, '#e2e8f0', 10),
            lines(X + i * 298 + 20, Y + 460, [200, 160, 220], 26, '#94a3b8'),
          ].join(''),
        ),
        rect(X + 610, Y, 290, 570, '#f5f3ff', 14),
        lines(X + 635, Y + 25, [140], 0, from, 14),
        ...Array.from({ length: 20 }, (_, i) =>
          rect(
            X + 635 + (i % 5) * 50,
            Y + 70 + Math.floor(i / 5) * 50,
            38,
            38,
            [3, 8, 14].includes(i) ? from : '#ffffff',
            8,
          ),
        ),
        lines(X + 635, Y + 300, [220, 180, 200, 160, 210], 40, '#a78bfa'),
      ].join('');
    case 'cars':
      return [
        rect(X, Y, 900, 80, '#fef2f2', 14),
        ...[0, 1, 2, 3].map((i) =>
          rect(X + 20 + i * 170, Y + 20, 150, 40, i === 1 ? from : '#ffffff', 20),
        ),
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

async function writeSampleAssets() {
  await Promise.all(
    covers.map((cover, i) =>
      writeWebp(coverSvg(cover, i), pub('images', 'projects', `${cover.id}.webp`)),
    ),
  );
  await writeWebp(profileSvg(), pub('images', 'profile.webp'), 80);
  await fs.mkdir(pub('icons'), { recursive: true });
  for (const size of [192, 512]) {
    await sharp(Buffer.from(iconSvg(size)))
      .png()
      .toFile(pub('icons', `icon-${size}.png`));
  }
  await sharp(Buffer.from(iconSvg(180)))
    .png()
    .toFile(path.join(root, 'app', 'apple-icon.png'));
  await fs.writeFile(path.join(root, 'app', 'icon.svg'), iconSvg(64));
}

// ---------------------------------------------------------------------------------------------
// Writing figures: the diagrams that the notes (content/notes/) and case studies
// (content/case-studies/) place with <Figure src="…" />, plus the one note cover.
// A figure with words is drawn once per language (see FIGURE_LANGUAGES).
// Each figure is written to public/images/<id>.webp at the size its MDX declares.
// `node scripts/generate-assets.mjs --figures` draws only these.
// ---------------------------------------------------------------------------------------------

const FONT = 'DejaVu Sans, sans-serif';
const ink = '#0f172a';
const muted = '#475569';

/** Escapes the few characters SVG text cannot hold as they are. */
const esc = (t) => String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const label = (
  x,
  y,
  t,
  { size = 22, fill = ink, weight = 400, anchor = 'middle', family = FONT, halo = false } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${
    halo ? ' stroke="#f8fafc" stroke-width="8" stroke-linejoin="round" paint-order="stroke"' : ''
  }>${esc(t)}</text>`;

/** A rounded box with a bold title and an optional second line, centred. */
function box(x, y, w, h, title, sub, { fill = '#ffffff', stroke = '#cbd5e1', color = ink } = {}) {
  const cy = y + h / 2;
  return [
    rect(x, y, w, h, fill, 14, `stroke="${stroke}" stroke-width="3"`),
    label(x + w / 2, sub ? cy - 4 : cy + 8, title, { size: 24, weight: 700, fill: color }),
    sub
      ? label(x + w / 2, cy + 28, sub, {
          size: 18,
          fill: color === ink ? muted : color,
          family: 'DejaVu Sans Mono, monospace',
        })
      : '',
  ].join('');
}

/** A straight arrow with an optional label above its middle. */
function arrow(
  x1,
  y1,
  x2,
  y2,
  text,
  { color = '#334155', dashed = false, dx = 0, dy = -12, size = 18 } = {},
) {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = (s) => `${x2 - 16 * Math.cos(a + s)},${y2 - 16 * Math.sin(a + s)}`;
  return [
    `<line x1="${x1}" y1="${y1}" x2="${x2 - 8 * Math.cos(a)}" y2="${y2 - 8 * Math.sin(a)}" stroke="${color}" stroke-width="3"${dashed ? ' stroke-dasharray="10 8"' : ''}/>`,
    `<polygon points="${x2},${y2} ${head(0.45)} ${head(-0.45)}" fill="${color}"/>`,
    text
      ? label((x1 + x2) / 2 + dx, (y1 + y2) / 2 + dy, text, {
          size,
          fill: color,
          family: 'DejaVu Sans Mono, monospace',
          halo: true,
        })
      : '',
  ].join('');
}

/** The figure frame: a light panel with a title bar. */
function figureSvg(w, h, title, body, { bg = '#f8fafc', accent = '#0f766e' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${bg}"/>
  ${rect(0, 0, w, 8, accent, 0)}
  ${label(60, 70, title, { size: 30, weight: 700, anchor: 'start' })}
  ${body}
</svg>`;
}

const FW = 1200;
const FH = 675;

/** Note cover (1200x630): a Google sign-in card on TokoKu's green. */
function googleLoginCover() {
  const w = 1200;
  const h = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#16a34a"/><stop offset="1" stop-color="#14532d"/></linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="140%"><feDropShadow dx="0" dy="20" stdDeviation="22" flood-color="#000" flood-opacity="0.35"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="1060" cy="110" r="240" fill="#bbf7d0" opacity="0.18"/>
  <circle cx="130" cy="560" r="170" fill="#ffffff" opacity="0.08"/>
  ${label(90, 190, 'Google login', { size: 64, weight: 700, fill: '#ffffff', anchor: 'start' })}
  ${label(90, 250, 'React + Firebase Auth + Express', { size: 28, fill: '#dcfce7', anchor: 'start' })}
  ${lines(90, 300, [360, 300, 330], 30, '#bbf7d055', 12)}
  <g filter="url(#shadow)">${rect(700, 130, 400, 380, '#ffffff', 24)}</g>
  <circle cx="900" cy="215" r="44" fill="#f1f5f9"/>
  ${label(900, 233, 'T', { size: 48, weight: 700, fill: '#16a34a' })}
  ${label(900, 305, 'tokoku.store', { size: 22, fill: muted })}
  ${rect(740, 345, 320, 64, '#ffffff', 32, 'stroke="#cbd5e1" stroke-width="3"')}
  <circle cx="785" cy="377" r="20" fill="none" stroke="#4285f4" stroke-width="7"/>
  ${rect(785, 373, 22, 8, '#4285f4', 2)}
  ${label(920, 385, 'Sign in', { size: 24, weight: 700 })}
  ${lines(760, 440, [280, 200], 26, '#e2e8f0', 10)}
</svg>`;
}

/**
 * Each figure's words, per language: English is drawn to `<id>.webp`, every other language to
 * `<id>-<language>.webp`, which that language's MDX names. Code, product names and HTTP terms stay
 * as they are written in code; sentences, labels and numbers follow the reader's language.
 */
const FIGURE_LANGUAGES = ['en', 'id'];

/** A number as the language writes it (0.9 in English, 0,9 in Indonesian). */
const numberIn = (language, value) => new Intl.NumberFormat(language).format(value);

/** Note figure: the path of a Google sign-in through TokoKu. */
const googleLoginFlowCopy = {
  en: {
    title: 'Google sign-in in TokoKu',
    app: 'React app',
    click: 'click Sign in',
    credential: 'credential',
    closing: 'Only the server decides who the user is: it verifies the token on every request.',
  },
  id: {
    title: 'Login Google di TokoKu',
    app: 'Aplikasi React',
    click: 'klik Sign in',
    credential: 'kredensial',
    closing: 'Hanya server yang menentukan siapa user-nya: token dicek di setiap request.',
  },
};
function googleLoginFlow(t) {
  const body = [
    box(60, 150, 250, 110, t.app, t.click),
    box(470, 150, 260, 110, 'Google', 'popup / redirect', { fill: '#eff6ff', stroke: '#93c5fd' }),
    box(890, 150, 250, 110, 'Firebase Auth', 'user + ID token', {
      fill: '#fff7ed',
      stroke: '#fdba74',
    }),
    arrow(310, 205, 470, 205, 'signIn'),
    arrow(730, 205, 890, 205, t.credential),
    arrow(1015, 260, 1015, 400, ''),
    label(1000, 335, 'onAuthStateChanged', {
      size: 18,
      anchor: 'end',
      fill: '#334155',
      family: 'DejaVu Sans Mono, monospace',
    }),
    box(890, 400, 250, 110, 'Redux store', 'auth: ready', { fill: '#f5f3ff', stroke: '#c4b5fd' }),
    arrow(890, 455, 730, 455, 'getIdToken()'),
    box(470, 400, 260, 110, 'Axios', 'Bearer token'),
    arrow(470, 455, 310, 455, 'GET /api/cart'),
    box(60, 400, 250, 110, 'Express API', 'verifyIdToken', { fill: '#f0fdf4', stroke: '#86efac' }),
    label(600, 600, t.closing, { size: 20, fill: muted }),
  ].join('');
  return figureSvg(FW, FH, t.title, body, { accent: '#16a34a' });
}

/** Note + case study figure: before and after on an old phone (bars to scale). */
const oldPhoneLoadingCopy = {
  en: {
    title: 'E Katalogue on an old phone',
    phone: 'Test phone: Android 6, 1.5 GB RAM, throttled 3G',
    before: 'Before',
    after: 'After',
    bytes: 'Bytes for the first screen',
    time: 'Time to first product photo',
    seconds: 's',
    images: 'Images requested on load',
  },
  id: {
    title: 'E Katalogue di HP lama',
    phone: 'HP uji: Android 6, RAM 1,5 GB, 3G yang diperlambat',
    before: 'Sebelum',
    after: 'Sesudah',
    bytes: 'Data untuk layar pertama',
    time: 'Waktu sampai foto produk pertama',
    seconds: 'detik',
    images: 'Gambar yang diminta saat dimuat',
  },
};
function oldPhoneLoading(t, language) {
  const amount = (value, unit) => `${numberIn(language, value)} ${unit}`.trim();
  const bar = (y, name, before, after, max, unit) => {
    const scale = 700 / max;
    return [
      label(60, y - 18, name, { size: 22, weight: 700, anchor: 'start' }),
      label(60, y + 30, t.before, { size: 20, anchor: 'start', fill: muted }),
      rect(200, y + 8, before * scale, 34, '#f87171', 8),
      label(200 + before * scale + 14, y + 33, amount(before, unit), {
        size: 20,
        weight: 700,
        anchor: 'start',
      }),
      label(60, y + 84, t.after, { size: 20, anchor: 'start', fill: muted }),
      rect(200, y + 62, Math.max(after * scale, 8), 34, '#22c55e', 8),
      label(200 + Math.max(after * scale, 8) + 14, y + 87, amount(after, unit), {
        size: 20,
        weight: 700,
        anchor: 'start',
      }),
    ].join('');
  };
  const body = [
    label(60, 108, t.phone, { size: 20, anchor: 'start', fill: muted }),
    bar(190, t.bytes, 38, 0.9, 38, 'MB'),
    bar(370, t.time, 14, 2.5, 14, t.seconds),
    bar(550, t.images, 24, 6, 24, ''),
  ].join('');
  return figureSvg(FW, FH, t.title, body, { accent: '#a16207' });
}

/** Note figure: the life of the first pull request of the internship. */
const firstCodeReviewCopy = {
  en: {
    title: 'My first pull request, week by day',
    steps: [
      ['Mon', 'PR opened', '+412 / -37'],
      ['Tue', 'Review', '23 comments'],
      ['Wed', 'Split PR', '3 smaller PRs'],
      ['Thu', 'Fixes', '5 commits'],
      ['Fri', 'Approved', 'merged'],
    ],
    kinds: 'Comments by kind: naming 7 · effects 5 · tests 4 · layout 4 · other 3',
  },
  id: {
    title: 'Pull request pertama saya, hari demi hari',
    steps: [
      ['Sen', 'PR dibuka', '+412 / -37'],
      ['Sel', 'Review', '23 komentar'],
      ['Rab', 'PR dipecah', '3 PR kecil'],
      ['Kam', 'Perbaikan', '5 commit'],
      ['Jum', 'Disetujui', 'di-merge'],
    ],
    kinds: 'Komentar per jenis: penamaan 7 · effect 5 · test 4 · layout 4 · lainnya 3',
  },
};
function firstCodeReview(t) {
  const { steps } = t;
  const x0 = 130;
  const gap = 235;
  const body = [
    `<line x1="${x0}" y1="330" x2="${x0 + gap * 4}" y2="330" stroke="#cbd5e1" stroke-width="6"/>`,
    ...steps.map(([day, title, sub], i) => {
      const x = x0 + i * gap;
      const done = i === steps.length - 1;
      return [
        label(x, 250, day, { size: 22, fill: muted }),
        `<circle cx="${x}" cy="330" r="26" fill="${done ? '#22c55e' : '#ffffff'}" stroke="${done ? '#15803d' : '#7c3aed'}" stroke-width="5"/>`,
        label(x, 339, String(i + 1), { size: 22, weight: 700, fill: done ? '#ffffff' : '#7c3aed' }),
        box(x - 105, 390, 210, 100, title, sub, {
          fill: done ? '#f0fdf4' : '#ffffff',
          stroke: done ? '#86efac' : '#ddd6fe',
        }),
      ].join('');
    }),
    ...[0, 1, 2, 3].map((i) =>
      arrow(x0 + i * gap + 40, 300, x0 + (i + 1) * gap - 40, 300, '', { color: '#a78bfa' }),
    ),
    label(600, 590, t.kinds, { size: 20, fill: muted }),
  ].join('');
  return figureSvg(FW, FH, t.title, body, { accent: '#7c3aed' });
}

/** Case-study figure: TokoKu's token refresh, before and after the shared refresh. */
const tokokuAuthFlowCopy = {
  en: {
    title: 'TokoKu: one shared token refresh',
    app: 'React app',
    expired: '3 requests, token expired',
    before: 'Before:',
    after: 'After:',
    shared: 'new token (shared)',
    retry: 'retry x3',
  },
  id: {
    title: 'TokoKu: satu refresh token untuk semua',
    app: 'Aplikasi React',
    expired: '3 request, token kedaluwarsa',
    before: 'Sebelum:',
    after: 'Sesudah:',
    shared: 'token baru (dipakai bersama)',
    retry: 'ulangi x3',
  },
};
function tokokuAuthFlow(t) {
  const lanes = [
    [200, t.app],
    [600, 'Firebase Auth'],
    [1000, 'Express API'],
  ];
  const body = [
    ...lanes.map(([x, name]) =>
      [
        box(x - 130, 100, 260, 60, name, ''),
        `<line x1="${x}" y1="160" x2="${x}" y2="640" stroke="#cbd5e1" stroke-width="3" stroke-dasharray="8 8"/>`,
      ].join(''),
    ),
    arrow(200, 200, 1000, 200, t.expired),
    arrow(1000, 250, 200, 250, '401 x3', { color: '#dc2626' }),
    label(60, 315, t.before, { size: 20, weight: 700, anchor: 'start', fill: '#dc2626' }),
    arrow(200, 330, 600, 330, 'refresh x3 (race)', { color: '#dc2626', dashed: true }),
    rect(60, 380, 1080, 4, '#e2e8f0', 2),
    label(60, 425, t.after, { size: 20, weight: 700, anchor: 'start', fill: '#15803d' }),
    arrow(200, 440, 600, 440, 'getIdToken(true) x1', { color: '#15803d' }),
    arrow(600, 490, 200, 490, t.shared, { color: '#15803d' }),
    arrow(200, 550, 1000, 550, t.retry, { color: '#15803d' }),
    arrow(1000, 600, 200, 600, '200 OK', { color: '#15803d' }),
  ].join('');
  return figureSvg(FW, FH, t.title, body, { accent: '#16a34a' });
}

/** Case-study figure: how a product photo reaches a phone in E Katalogue. */
const eKatalogueImagesCopy = {
  en: {
    title: 'E Katalogue: from photo to phone',
    photo: 'Owner photo',
    form: 'Admin form',
    closing: ['Only what is', 'on screen loads,', 'at the size', 'the phone needs.'],
  },
  id: {
    title: 'E Katalogue: dari foto ke HP',
    photo: 'Foto pemilik',
    form: 'Form admin',
    closing: ['Hanya yang ada', 'di layar yang', 'dimuat, seukuran', 'kebutuhan HP.'],
  },
};
function eKatalogueImages(t) {
  const body = [
    box(60, 150, 230, 120, t.photo, '4000 px JPEG', { fill: '#fefce8', stroke: '#fde68a' }),
    arrow(290, 210, 380, 210, ''),
    box(380, 150, 260, 120, t.form, 'canvas resize', { fill: '#ffffff', stroke: '#d6d3d1' }),
    arrow(640, 210, 730, 210, ''),
    ...[400, 800, 1200].map((size, i) =>
      box(730 + i * 140, 150, 125, 120, `${size}w`, 'WebP', { fill: '#fff7ed', stroke: '#fdba74' }),
    ),
    arrow(935, 270, 935, 380, 'srcset', { dx: 50, dy: 6 }),
    box(700, 380, 440, 120, 'ProductCard.vue', 'loading="lazy"', {
      fill: '#f0fdf4',
      stroke: '#86efac',
    }),
    arrow(700, 440, 560, 440, ''),
    // A phone outline.
    rect(380, 330, 180, 300, '#1f2937', 26),
    rect(395, 360, 150, 240, '#ffffff', 8),
    ...[0, 1, 2, 3].map((i) =>
      rect(
        405 + (i % 2) * 70,
        372 + Math.floor(i / 2) * 110,
        60,
        60,
        i < 2 ? '#fde68a' : '#e7e5e4',
        6,
      ),
    ),
    ...[0, 1, 2, 3].map((i) =>
      rect(405 + (i % 2) * 70, 440 + Math.floor(i / 2) * 110, 60, 10, '#d6d3d1', 5),
    ),
    ...t.closing.map((line, i) =>
      label(60, 420 + i * 32, line, { size: 22, anchor: 'start', fill: muted }),
    ),
  ].join('');
  return figureSvg(FW, FH, t.title, body, { accent: '#a16207' });
}

/** Case-study figure: a streamed reply in Sebuah Teman. */
const sebuahTemanStreamingCopy = {
  en: {
    title: 'Sebuah Teman: replies arrive as they are written',
    client: 'React client',
    chunks: 'text chunks',
    key: 'The API key stays on the server; the browser only sees text.',
    first: 'First word',
    soon: (fast, slow) => `in ~${fast} s, not ~${slow} s`,
  },
  id: {
    title: 'Sebuah Teman: balasan muncul sambil ditulis',
    client: 'client React',
    chunks: 'potongan teks',
    key: 'API key tetap di server; browser hanya menerima teks.',
    first: 'Kata pertama',
    soon: (fast, slow) => `dalam ~${fast} s, bukan ~${slow} s`,
  },
};
function sebuahTemanStreaming(t, language) {
  const seconds = (value) => numberIn(language, value);
  const body = [
    box(60, 140, 270, 120, 'Chat UI', t.client, { fill: '#eef2ff', stroke: '#a5b4fc' }),
    box(465, 140, 270, 120, 'Route handler', 'app/api/chat', {
      fill: '#ffffff',
      stroke: '#cbd5e1',
    }),
    box(870, 140, 270, 120, 'OpenAI API', 'stream: true', { fill: '#f0fdf4', stroke: '#86efac' }),
    arrow(330, 185, 465, 185, 'POST'),
    arrow(735, 185, 870, 185, 'messages'),
    arrow(870, 235, 735, 235, 'deltas', { dy: 30 }),
    arrow(465, 235, 330, 235, t.chunks, { dy: 30 }),
    label(600, 330, t.key, { size: 20, fill: muted }),
    // The reply growing, chunk by chunk (the app's own Indonesian reply in every language).
    ...['Halo', 'Halo! Aku', 'Halo! Aku di sini', 'Halo! Aku di sini untukmu.'].map((text, i) =>
      [
        label(
          70,
          410 + i * 62,
          `${new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(0.4 + i * 0.1)} s`,
          { size: 18, anchor: 'start', fill: muted, family: 'DejaVu Sans Mono, monospace' },
        ),
        rect(230, 382 + i * 62, 40 + text.length * 14, 42, '#4f46e5', 21),
        label(250, 410 + i * 62, text, { size: 20, anchor: 'start', fill: '#ffffff' }),
      ].join(''),
    ),
    box(820, 420, 320, 150, t.first, t.soon(seconds(0.4), seconds(6)), {
      fill: '#fff7ed',
      stroke: '#fdba74',
    }),
  ].join('');
  return figureSvg(FW, FH, t.title, body, { accent: '#4f46e5' });
}

/**
 * Every figure: id under public/images/, size, drawing, and its words per language (the note
 * cover has none: it carries only names, shared by both languages). Sizes match the MDX.
 */
const figures = [
  { id: 'notes/google-login-cover', width: 1200, height: 630, svg: googleLoginCover },
  {
    id: 'notes/google-login-flow',
    width: FW,
    height: FH,
    svg: googleLoginFlow,
    copy: googleLoginFlowCopy,
  },
  {
    id: 'notes/old-phone-loading',
    width: FW,
    height: FH,
    svg: oldPhoneLoading,
    copy: oldPhoneLoadingCopy,
  },
  {
    id: 'notes/first-code-review',
    width: FW,
    height: FH,
    svg: firstCodeReview,
    copy: firstCodeReviewCopy,
  },
  {
    id: 'case-studies/tokoku-auth-flow',
    width: FW,
    height: FH,
    svg: tokokuAuthFlow,
    copy: tokokuAuthFlowCopy,
  },
  {
    id: 'case-studies/e-katalogue-images',
    width: FW,
    height: FH,
    svg: eKatalogueImages,
    copy: eKatalogueImagesCopy,
  },
  {
    id: 'case-studies/sebuah-teman-streaming',
    width: FW,
    height: FH,
    svg: sebuahTemanStreaming,
    copy: sebuahTemanStreamingCopy,
  },
];

/** Each drawing to write: a figure without words once, one with words once per language. */
function figureDrawings() {
  return figures.flatMap(({ id, width, height, svg, copy }) =>
    copy
      ? FIGURE_LANGUAGES.map((language) => ({
          id: language === 'en' ? id : `${id}-${language}`,
          width,
          height,
          markup: svg(copy[language], language),
        }))
      : [{ id, width, height, markup: svg() }],
  );
}

async function writeFigures() {
  await Promise.all(
    figureDrawings().map(async ({ id, width, height, markup }) => {
      const { width: w, height: h } = await sharp(Buffer.from(markup)).metadata();
      if (w !== width || h !== height)
        throw new Error(`${id} draws ${w}x${h}, declared ${width}x${height}`);
      await writeWebp(markup, pub('images', `${id}.webp`), 80);
    }),
  );
}

if (!process.argv.includes('--figures')) await writeSampleAssets();
await writeFigures();
