import { withoutManifestLink } from '@/scripts/postbuild/manifest-link.mjs';

const head = (links: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${links}<title>Raka</title></head><body></body></html>`;

describe('withoutManifestLink', () => {
  it("takes the manifest's link out of the head, base path and all, and nothing else", () => {
    const icon = '<link rel="icon" href="/portfolio/icon.svg" sizes="any" type="image/svg+xml"/>';
    expect(
      withoutManifestLink(
        head(`<link rel="manifest" href="/portfolio/manifest.webmanifest"/>${icon}`),
      ),
    ).toBe(head(icon));
  });

  it('leaves a page without one unchanged', () => {
    const page = head('<link rel="icon" href="/icon.svg"/>');
    expect(withoutManifestLink(page)).toBe(page);
  });
});
