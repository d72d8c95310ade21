import { layoutOfCover, sliderCard } from '@/lib/slider/card';

describe('a slider card', () => {
  it('takes the shape nearest its cover when the project names none', () => {
    expect(layoutOfCover(1080 / 1920)).toBe('portrait');
    expect(layoutOfCover(3 / 4)).toBe('portrait');
    expect(layoutOfCover(0.9)).toBe('square');
    expect(layoutOfCover(1)).toBe('square');
    expect(layoutOfCover(1.1)).toBe('square');
    expect(layoutOfCover(4 / 3)).toBe('landscape');
    expect(layoutOfCover(3)).toBe('landscape');
  });

  it('keeps everything the owner set', () => {
    const set = { width: '31rem', class: 'square', factoryX: 0.5, factoryY: 0.1 } as const;
    expect(sliderCard(set, 3, 1080 / 1920)).toEqual({
      layout: 'square',
      width: '31rem',
      factorX: 0.5,
      factorY: 0.1,
    });
  });

  it("defaults each field left out: the width by the shape, the factors by the card's place", () => {
    expect(sliderCard({}, 0, 1080 / 1920)).toEqual({
      layout: 'portrait',
      width: '20rem',
      factorX: 0.2,
      factorY: 0.3,
    });
    expect(sliderCard({}, 1, 4 / 3)).toMatchObject({ layout: 'landscape', width: '26rem' });
    expect(sliderCard({ class: 'square' }, 2, 4 / 3)).toMatchObject({
      layout: 'square',
      width: '23rem',
    });
    // Neighbours move at different rates; the sixth card starts the round again.
    const factors = [0, 1, 2, 3, 4].map((place) => {
      const { factorX, factorY } = sliderCard({}, place, 1);
      return `${factorX},${factorY}`;
    });
    expect(new Set(factors).size).toBe(5);
    expect(sliderCard({ factoryY: 0.45 }, 5, 1)).toMatchObject({ factorX: 0.2, factorY: 0.45 });
    for (const place of [0, 1, 2, 3, 4]) {
      const { factorX, factorY } = sliderCard({}, place, 1);
      for (const factor of [factorX, factorY]) {
        expect(factor).toBeGreaterThanOrEqual(0.1);
        expect(factor).toBeLessThanOrEqual(0.5);
      }
    }
  });
});
