import localFont from 'next/font/local';

/*
 * Used only once cached, from the visitor's second page load on (lib/head-script/web-fonts.ts); the variable
 * names below name the @font-face families that module loads.
 * Neither font is preloaded and both use `font-display: optional` (measured, see README "Speed"):
 * a preload put 70 KB of fonts ahead of the LCP image on a phone's slow link, and `swap` re-laid
 * the text out when the fonts arrived late (CLS up to 0.015). With `optional` a font that is not
 * there within the first ~100 ms is skipped for this page view (the size-adjusted fallback stays,
 * nothing moves) and used from the cache on the next one.
 */

/** Body text: Inter, self-hosted from @fontsource-variable/inter (no request to a font CDN). */
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'optional',
  preload: false,
});

/** Headings: Space Grotesk, self-hosted from @fontsource-variable/space-grotesk. */
export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '300 700',
  display: 'optional',
  preload: false,
});
