import { onFewestPages, pdfPageCount } from '@/lib/cv/pdf-pages';

/** The bytes of a PDF's page tree as @react-pdf/renderer (pdfkit) writes it, with `pages` pages. */
const pdfWith = (pages: number, label = '') =>
  Buffer.from(
    `%PDF-1.3\n%${label}\n1 0 obj\n<<\n/Type /Pages\n/Count ${pages}\n/Kids [${Array.from(
      { length: pages },
      (_, index) => `${index + 8} 0 R`,
    ).join(' ')}]\n>>\nendobj\n` +
      Array.from(
        { length: pages },
        (_, index) => `${index + 8} 0 obj\n<<\n/Type /Page\n/Parent 1 0 R\n>>\nendobj\n`,
      ).join(''),
    'latin1',
  );

describe('pdfPageCount', () => {
  it("reads the page tree's count", () => {
    expect(pdfPageCount(pdfWith(1))).toBe(1);
    expect(pdfPageCount(pdfWith(3))).toBe(3);
  });

  it('takes the root of a tree with nested nodes, whatever the order of its keys', () => {
    const nested = Buffer.from(
      '1 0 obj\n<< /Kids [2 0 R 3 0 R] /Count 5 /Type /Pages >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Parent 1 0 R /Count 2 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Pages /Parent 1 0 R /Count 3 >>\nendobj\n' +
        '4 0 obj\n<< /Type /Outlines /Count 9 >>\nendobj\n',
      'latin1',
    );
    expect(pdfPageCount(nested)).toBe(5);
  });

  it('is 0 for bytes without a page tree', () => {
    expect(pdfPageCount(Buffer.from('not a pdf'))).toBe(0);
  });
});

describe('onFewestPages', () => {
  it('keeps the usual layout on one page, without rendering the compact one', async () => {
    const compact = jest.fn(async () => pdfWith(1, 'compact'));
    const chosen = await onFewestPages(async () => pdfWith(1, 'usual'), compact);
    expect(chosen.toString('latin1')).toContain('%usual');
    expect(compact).not.toHaveBeenCalled();
  });

  it('takes the compact layout when it needs fewer pages', async () => {
    const chosen = await onFewestPages(
      async () => pdfWith(2, 'usual'),
      async () => pdfWith(1, 'compact'),
    );
    expect(chosen.toString('latin1')).toContain('%compact');
  });

  it('keeps the usual layout when the compact one saves no page', async () => {
    const chosen = await onFewestPages(
      async () => pdfWith(3, 'usual'),
      async () => pdfWith(3, 'compact'),
    );
    expect(chosen.toString('latin1')).toContain('%usual');
  });
});
