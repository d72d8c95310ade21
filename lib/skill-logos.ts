/**
 * What each skill shows as its logo: the brand's mark from simple-icons in a colour that reads on
 * our backgrounds, or a monogram when the skill names no brand. Server only (reads the icons).
 */
import 'server-only';
import type { Skill } from '@/content';
import { getBrandIcon } from '@/lib/brand-icons';
import { readableColour } from '@/lib/contrast';

/**
 * The backgrounds a logo sits on, repeated from styles/_tokens.scss (a test keeps them equal).
 * Light: the logo tile ($color-surface) and the card around it ($color-paper).
 * Dark: the dark palette's surfaces ($color-ink, $color-ink-deep).
 */
export const LOGO_BACKGROUNDS = {
  light: ['#ffffff', '#fbfaf7'],
  dark: ['#0f172a', '#0b1120'],
} as const;

/** Where a brand colour fails: the text colour of each palette ($color-ink, $color-on-dark). */
export const LOGO_FALLBACKS = { light: '#0f172a', dark: '#f8fafc' } as const;

/** A skill's logo, ready to draw. */
export type SkillLogo =
  | {
      kind: 'brand';
      /** The mark's path on a 24x24 view box. */
      path: string;
      /** Colour on the light palette: the brand's own, or the fallback where it fails 3:1. */
      colour: string;
      /** The same check against the dark palette, for a dark theme to use. */
      colourOnDark: string;
    }
  | {
      kind: 'monogram';
      /** One to three letters. */
      text: string;
    };

/** The monogram of a skill: its own `monogram`, the name if short, else the words' initials. */
export function monogramOf(skill: Pick<Skill, 'name' | 'monogram'>): string {
  if (skill.monogram) return skill.monogram;
  const name = skill.name.trim();
  if (name.length <= 3) return name.toUpperCase();
  const words = name.split(/[\s.-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The logo of a skill, its brand colour checked for contrast on both palettes. */
export function skillLogo(skill: Skill): SkillLogo {
  const brand = skill.icon ? getBrandIcon(skill.icon) : undefined;
  if (!brand) return { kind: 'monogram', text: monogramOf(skill) };
  return {
    kind: 'brand',
    path: brand.path,
    colour: readableColour(brand.hex, LOGO_BACKGROUNDS.light, LOGO_FALLBACKS.light),
    colourOnDark: readableColour(brand.hex, LOGO_BACKGROUNDS.dark, LOGO_FALLBACKS.dark),
  };
}
