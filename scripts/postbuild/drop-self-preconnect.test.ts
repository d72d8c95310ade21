import { dropSelfPreconnect } from '@/scripts/postbuild/drop-self-preconnect.mjs';

describe('dropSelfPreconnect', () => {
  it("removes next/font's preconnect to the page's own origin", () => {
    const html = '<head><link rel="preconnect" href="/" crossorigin=""/><title>x</title></head>';
    expect(dropSelfPreconnect(html)).toBe('<head><title>x</title></head>');
  });

  it('keeps preconnects to other origins', () => {
    const html =
      '<link rel="preconnect" href="https://res.cloudinary.com" crossorigin=""/>' +
      '<link rel="preconnect" href="/fonts" crossorigin=""/>';
    expect(dropSelfPreconnect(html)).toBe(html);
  });
});
