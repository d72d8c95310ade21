/**
 * What each skill shows as its logo: the brand's mark from simple-icons in a colour that reads on
 * our backgrounds, or a monogram when the skill names no brand. Server only (reads the icons).
 */
import 'server-only';
import type { Skill } from '@/content';
import { getBrandIcon } from '@/lib/skills/brand-icons';
import { readableColour } from '@/lib/skills/contrast';

/**
 * The backgrounds a mark is checked against, repeated from styles/_tokens.scss (a unit test keeps
 * them equal). `tile`: the logo tile of the light and of the dark palette ('logo-tile'), light in
 * both, so one colour serves both themes. `dark`: the dark palette's 'paper' and 'surface', for a
 * design that puts marks straight on a dark surface.
 */
export const LOGO_BACKGROUNDS = {
  tile: ['#ffffff', '#e8ebf0'],
  dark: ['#0e1117', '#181d26'],
} as const;

/** Where a brand colour fails: the light palette's 'ink', and the dark palette's 'ink'. */
export const LOGO_FALLBACKS = { tile: '#0f172a', dark: '#e8ebf0' } as const;

/** A skill's logo, ready to draw. */
export type SkillLogo =
  | {
      kind: 'brand';
      /** The mark's symbol id in the sprite /skills/marks.svg (its simple-icons slug). */
      id: string;
      /** The mark's path on a 24x24 view box. */
      path: string;
      /** Colour on the logo tiles: the brand's own, or the fallback where it fails 3:1. */
      colour: string;
      /** The same check against the dark palette's surfaces, for a mark placed on them. */
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
  const icon = skill.icon;
  const brand = icon ? getBrandIcon(icon) : undefined;
  if (!icon || !brand) return { kind: 'monogram', text: monogramOf(skill) };
  return {
    kind: 'brand',
    id: icon,
    path: brand.path,
    colour: readableColour(brand.hex, LOGO_BACKGROUNDS.tile, LOGO_FALLBACKS.tile),
    colourOnDark: readableColour(brand.hex, LOGO_BACKGROUNDS.dark, LOGO_FALLBACKS.dark),
  };
}
