import {
  accountPayload,
  gzipCostOfProps,
  payloadText,
  repeatedTexts,
} from '@/scripts/payload-report.mjs';

/** A page pushing `rows` as React does: one `self.__next_f.push([1, "…"])` script per part. */
function page(...parts: string[]): string {
  return parts
    .map((part) => `<script>self.__next_f.push(${JSON.stringify([1, part])})</script>`)
    .join('');
}

describe('payload accounting', () => {
  it('joins the pushed parts in order and counts each client component and its props', () => {
    const card = (id: number) =>
      ['$', '$L2', String(id), { id, label: `Quick view ${id}` }] as const;
    const tree = [
      '$',
      'section',
      null,
      { className: 's', children: [card(1), card(2), ['$', 'p', null, { children: 'Hi' }]] },
    ];
    const text = `2:I[123,["/a.js"],"QuickViewButton"]\n3:${JSON.stringify(tree)}\n`;
    const html = page(text.slice(0, 10), text.slice(10));
    expect(payloadText(html)).toBe(text);

    const report = accountPayload(text);
    const props = JSON.stringify({ id: 1, label: 'Quick view 1' }).length;
    expect(report.byComponent.get('QuickViewButton')).toEqual({ count: 2, bytes: props * 2 });
    expect(report.modules).toBe('I[123,["/a.js"],"QuickViewButton"]'.length);
    expect(report.total).toBe(text.length);
  });

  it('lists the texts written more than once, long ones only, most repeated bytes first', () => {
    const words = 'A project description long enough to count';
    const alt = 'A cover text, also long enough';
    const tree = [
      ['$', 'p', null, { children: words }],
      ['$', '$L2', null, { words, alt, label: 'short', other: 'short' }],
      ['$', 'img', null, { alt }],
      ['$', 'img', null, { alt }],
    ];
    const text = `2:I[1,[],"QuickView"]\n3:${JSON.stringify(tree)}\n4:T2c,${words}\n`;
    expect(repeatedTexts(text)).toEqual([
      { text: words, count: 3, bytes: words.length * 2 },
      { text: alt, count: 3, bytes: alt.length * 2 },
    ]);
  });

  it("costs a component's props in gzip bytes, its server-rendered children kept", () => {
    // Props of random letters cost about their size; the card's children are not its props.
    let seed = 7;
    const letters = () =>
      Array.from({ length: 400 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return String.fromCharCode(97 + (seed % 26));
      }).join('');
    const noise = letters();
    const children = ['$', 'p', null, { children: noise }];
    const withProps = ['$', '$L2', null, { words: letters(), children }];
    const withoutProps = ['$', '$L2', null, { children }];
    const payload = (tree: unknown) => `2:I[1,[],"Overlay"]\n3:${JSON.stringify(tree)}\n`;
    expect(gzipCostOfProps(payload(withoutProps), 'Overlay')).toBe(0);
    expect(gzipCostOfProps(payload(withProps), 'Overlay')).toBeGreaterThan(100);
    expect(gzipCostOfProps(payload(withProps), 'Other')).toBe(0);
  });
});
