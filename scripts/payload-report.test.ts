import { accountPayload, payloadText } from '@/scripts/payload-report.mjs';

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
});
