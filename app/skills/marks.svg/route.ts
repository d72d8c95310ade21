import { skillGroups } from '@/content';
import { skillLogo } from '@/lib/skills/logos';

// Written once at build time as out/skills/marks.svg.
export const dynamic = 'force-static';

/**
 * Every skill's brand mark as one SVG sprite (`<symbol id="<icon slug>">`), which the badges draw
 * with `<use>`. Inline paths were repeated in the HTML and again in the inline RSC payload (12 KB
 * gzip on the home page, over its first-load budget); the sprite is one small cached file, below
 * the fold, fetched after the LCP image.
 */
export function GET(): Response {
  const symbols = skillGroups
    .flatMap((group) => group.items)
    .flatMap((skill) => {
      const logo = skillLogo(skill);
      return logo.kind === 'brand'
        ? [`<symbol id="${logo.id}" viewBox="0 0 24 24"><path d="${logo.path}"/></symbol>`]
        : [];
    });
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  return new Response(sprite, { headers: { 'Content-Type': 'image/svg+xml' } });
}
