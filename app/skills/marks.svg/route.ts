import { skillGroups } from '@/content';
import { skillLogo } from '@/lib/skills/logos';

// Written once at build time as out/skills/marks.svg.
export const dynamic = 'force-static';

/** Side of a mark's square in the sprite (the simple-icons view box). */
const SIDE = 24;

/**
 * Every skill's brand mark as one SVG sprite that `<img src="/skills/marks.svg#<slug>">` shows one
 * mark of: the marks are stacked one under another, each in its brand colour (checked for contrast
 * on the logo tile, which is light in both themes), and a `<view id="<slug>">` frames each one
 * (SVG's own fragment identifiers, read by every browser).
 *
 * Why an image, not `<svg><use href>`: a `<use>` of another file is fetched the moment the parser
 * meets it, so this file (10 KB) was requested ahead of the home page's first screen, which a
 * phone then paints later; a lazy image far below the fold is fetched only when it nears the
 * screen. Inline paths would repeat in the HTML and again in the inline RSC payload (12 KB gzip).
 */
export function GET(): Response {
  const marks = new Map<string, { path: string; colour: string }>();
  for (const skill of skillGroups.flatMap((group) => group.items)) {
    const logo = skillLogo(skill);
    if (logo.kind === 'brand' && !marks.has(logo.id)) {
      marks.set(logo.id, { path: logo.path, colour: logo.colour });
    }
  }
  const stacked = [...marks].map(
    ([id, { path, colour }], index) =>
      `<view id="${id}" viewBox="0 ${index * SIDE} ${SIDE} ${SIDE}"/>` +
      `<svg y="${index * SIDE}" width="${SIDE}" height="${SIDE}" viewBox="0 0 ${SIDE} ${SIDE}">` +
      `<path fill="${colour}" d="${path}"/></svg>`,
  );
  const sprite =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIDE} ${Math.max(1, marks.size) * SIDE}">` +
    `${stacked.join('')}</svg>`;
  return new Response(sprite, { headers: { 'Content-Type': 'image/svg+xml' } });
}
