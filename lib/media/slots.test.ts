import { workCardSlot } from '@/lib/media/slots';

describe("a work card's sizes", () => {
  const row = ['20rem', '25rem'];

  it('offers a phone the grid column, wider by the crop of a wide cover', () => {
    // 3:2 in the grid's 4:3 frame: drawn 1.125 times the column's width.
    expect(workCardSlot('25rem', row, 'landscape').sizes(3 / 2)).toMatch(
      /^\(max-width: 767px\) calc\(1\.125 \* \(calc\(50vw - 26px\)\)\), /,
    );
    // A phone screenshot is shown whole there: the column's width.
    expect(workCardSlot('25rem', row, 'landscape').sizes(1080 / 1920)).toMatch(
      /^\(max-width: 767px\) calc\(50vw - 26px\), /,
    );
  });

  it("bounds a slider card by its row's height times its frame's shape", () => {
    // A phone screenshot in a landscape card takes its own shape, 0.5625: narrowed to the row.
    const sizes = workCardSlot('25rem', row, 'landscape').sizes(1080 / 1920);
    expect(sizes).toContain('0.563 * (clamp(336px, 30vw, 576px) - 56px)');
    // A 4:3 cover in a portrait card: the 3:4 frame, the cover drawn 1.778 times as wide.
    expect(workCardSlot('20rem', row, 'portrait').sizes(4 / 3)).toContain(
      'calc(1.778 * min(min(20rem, ',
    );
  });
});
