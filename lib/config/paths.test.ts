describe('paths', () => {
  const original = { ...process.env };
  afterEach(() => {
    process.env = { ...original };
    jest.resetModules();
  });

  async function load(env: Record<string, string>) {
    Object.assign(process.env, env);
    return import('./paths');
  }

  it('builds absolute URLs at the domain root by default', async () => {
    delete process.env.NEXT_PUBLIC_BASE_PATH;
    delete process.env.NEXT_PUBLIC_SITE_URL;
    const { absoluteUrl, withBasePath } = await load({});
    expect(absoluteUrl('/')).toBe('http://localhost:3000/');
    expect(absoluteUrl('/portofolio/3')).toBe('http://localhost:3000/portofolio/3');
    expect(withBasePath('/cv.pdf')).toBe('/cv.pdf');
  });

  it('puts the base path between the origin and the route, trimming trailing slashes', async () => {
    const { absoluteUrl, withBasePath } = await load({
      NEXT_PUBLIC_SITE_URL: 'https://example.github.io/',
      NEXT_PUBLIC_BASE_PATH: '/portfolio/',
    });
    expect(absoluteUrl('/')).toBe('https://example.github.io/portfolio/');
    expect(absoluteUrl('portofolio/3')).toBe('https://example.github.io/portfolio/portofolio/3');
    expect(withBasePath('/cv.pdf')).toBe('/portfolio/cv.pdf');
    expect(withBasePath('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
