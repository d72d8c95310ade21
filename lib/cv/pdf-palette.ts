/**
 * The CV PDF's colours: the light palette of styles/_tokens.scss (paper is white, so a CV prints
 * the same as it reads), repeated here because react-pdf cannot read Sass or CSS custom
 * properties. `lib/cv/pdf-palette.test.ts` keeps each value equal to its token.
 */
export const CV_PDF_PALETTE = {
  ink: '#0f172a',
  'ink-soft': '#334155',
  muted: '#5b6474',
  accent: '#ea580c',
  'accent-strong': '#c2410c',
  line: '#e4e1da',
} as const;
