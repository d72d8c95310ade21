import { render } from '@testing-library/react';
import { NetworkIcon } from '@/components/icons/NetworkIcon';

/** The networks content/schema.ts promises a mark of their own. */
const WITH_MARKS = [
  'instagram',
  'github',
  'linkedin',
  'gitlab',
  'x',
  'youtube',
  'facebook',
  'tiktok',
  'dribbble',
  'medium',
  'telegram',
  'website',
];

/** The drawing inside the icon's frame. */
const drawingOf = (network: string) =>
  render(<NetworkIcon network={network} />).container.querySelector('svg')!.innerHTML;

describe('NetworkIcon', () => {
  it('draws every network the schema names with a mark of its own, no two alike', () => {
    const drawings = WITH_MARKS.map(drawingOf);
    expect(new Set(drawings).size).toBe(WITH_MARKS.length);
    expect(drawings).not.toContain(drawingOf('mastodon'));
    expect(drawings.every((drawing) => drawing.length > 0)).toBe(true);
  });

  it('draws any other network, even one named like an object key, as the same link', () => {
    const link = drawingOf('mastodon');
    expect(link).toMatch(/<path /);
    expect(drawingOf('behance')).toBe(link);
    expect(drawingOf('constructor')).toBe(link);
  });

  it('is decorative: the link around it carries the name', () => {
    const svg = render(<NetworkIcon network="gitlab" />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
  });
});
