import localFont from 'next/font/local';

/** Body text: Inter, self-hosted from @fontsource-variable/inter (no request to a font CDN). */
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'swap',
});

/** Headings: Space Grotesk, self-hosted from @fontsource-variable/space-grotesk. */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '300 700',
  display: 'swap',
});
