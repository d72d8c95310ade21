import {
  contrastRatio,
  normaliseHex,
  parseHexColour,
  readableColour,
  relativeLuminance,
} from '@/lib/skills/contrast';

describe('contrast', () => {
  it('parses short and long hex colours, with or without #', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('61DAFB')).toEqual([97, 218, 251]);
    expect(() => parseHexColour('#12')).toThrow(/Not a hex colour/);
  });

  it('gives black and white their WCAG luminance and 21:1 contrast', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches published ratios', () => {
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('keeps a brand colour that passes on every background', () => {
    expect(readableColour('#0052CC', ['#ffffff', '#fbfaf7'], '#0f172a')).toBe('#0052cc');
  });

  it('falls back where a brand colour fails on any background', () => {
    // JavaScript yellow on white is about 1.2:1.
    expect(readableColour('#F7DF1E', ['#ffffff'], '#0f172a')).toBe('#0f172a');
    // Express near-black fails on a dark surface but passes on a light one.
    expect(readableColour('#0A0A0A', ['#0f172a'], '#f8fafc')).toBe('#f8fafc');
    expect(readableColour('#0A0A0A', ['#ffffff'], '#f8fafc')).toBe('#0a0a0a');
  });

  it('honours a stricter minimum', () => {
    expect(readableColour('#ea580c', ['#ffffff'], '#c2410c', 3)).toBe('#ea580c');
    expect(readableColour('#ea580c', ['#ffffff'], '#c2410c', 4.5)).toBe('#c2410c');
  });

  it('writes colours in one form', () => {
    expect(normaliseHex('ABC')).toBe('#aabbcc');
  });
});
