import fs from 'node:fs';
import path from 'node:path';
import { skillGroups } from '@/content';
import { getBrandIcon, hasBrandIcon } from '@/lib/skills/brand-icons';
import { contrastRatio } from '@/lib/skills/contrast';
import { LOGO_BACKGROUNDS, LOGO_FALLBACKS, monogramOf, skillLogo } from '@/lib/skills/logos';

const skill = (change: Partial<Parameters<typeof skillLogo>[0]>) => ({
  id: 'x',
  name: 'Example',
  description: 'An example.',
  ...change,
});

describe('skill logos', () => {
  it('reads the official mark and colour of a simple-icons slug', () => {
    const react = getBrandIcon('react')!;
    expect(react).toMatchObject({ slug: 'react', title: 'React', hex: '#61DAFB' });
    expect(react.path).toMatch(/^M[\d.]/);
    expect(getBrandIcon('no-such-brand')).toBeUndefined();
    expect(hasBrandIcon('vuedotjs')).toBe(true);
    expect(hasBrandIcon('vue')).toBe(false);
  });

  it('keeps a brand colour with 3:1 contrast on the tiles', () => {
    const logo = skillLogo(skill({ icon: 'jira' }));
    expect(logo).toMatchObject({ kind: 'brand', colour: '#0052cc' });
  });

  it('falls back to the ink colour where the brand colour fails on a tile', () => {
    // JavaScript's yellow is about 1.1:1 on white.
    expect(skillLogo(skill({ icon: 'javascript' }))).toMatchObject({
      kind: 'brand',
      colour: LOGO_FALLBACKS.tile,
    });
    // Express is near-black: fine on the tiles, not on a dark surface.
    expect(skillLogo(skill({ icon: 'express' }))).toMatchObject({
      colour: '#0a0a0a',
      colourOnDark: LOGO_FALLBACKS.dark,
    });
  });

  it('gives every shipped brand skill a colour that passes on every background it is checked on', () => {
    for (const item of skillGroups.flatMap((group) => group.items)) {
      const logo = skillLogo(item);
      if (logo.kind !== 'brand') continue;
      for (const tile of LOGO_BACKGROUNDS.tile) {
        expect(contrastRatio(logo.colour, tile)).toBeGreaterThanOrEqual(3);
      }
      for (const surface of LOGO_BACKGROUNDS.dark) {
        expect(contrastRatio(logo.colourOnDark, surface)).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('draws a monogram for a skill without a brand', () => {
    expect(skillLogo(skill({ name: 'SQL' }))).toEqual({ kind: 'monogram', text: 'SQL' });
    expect(monogramOf({ name: 'Rest API' })).toBe('RA');
    expect(monogramOf({ name: 'Motion' })).toBe('M');
    expect(monogramOf({ name: 'Chat GPT', monogram: 'GPT' })).toBe('GPT');
  });

  it('checks against the colours styles/_tokens.scss really uses', () => {
    const tokens = fs.readFileSync(path.join(process.cwd(), 'styles', '_tokens.scss'), 'utf8');
    const palette = (name: string) => {
      const block =
        new RegExp(`\\$palette-${name}: \\(([\\s\\S]*?)\\n\\);`).exec(tokens)?.[1] ?? '';
      return (key: string) => new RegExp(`'${key}': (#[0-9a-f]{6})`, 'i').exec(block)?.[1];
    };
    const light = palette('light');
    const dark = palette('dark');
    expect([light('logo-tile'), dark('logo-tile')]).toEqual(LOGO_BACKGROUNDS.tile);
    expect([dark('paper'), dark('surface')]).toEqual(LOGO_BACKGROUNDS.dark);
    expect(light('ink')).toBe(LOGO_FALLBACKS.tile);
    expect(dark('ink')).toBe(LOGO_FALLBACKS.dark);
  });
});
