import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { languages, projects, site } from '@/content';
import { coverSchema, projectSchema, siteSchema } from '@/content/schema';
import { NOT_PHONE_MEDIA, PHONE_MEDIA } from '@/lib/media/slots';
import { figurePropsSchema } from '@/lib/writing/figure';
import { PHONE_COLUMN, PHONE_MAX_DENSITY } from '@/lib/media/image-settings.mjs';
import { defaultSiteLanguage, firstProject, publishedNotes } from '../support/content';
import { BELOW_FIRST_SCREEN_ATTRIBUTE } from '@/lib/head-script/deferred-styles.mjs';
import { WIDE_LCP_IMAGE } from '@/scripts/postbuild/lcp-image.mjs';
import { builtSite, listPages, parseHtml, type BuiltSite } from '../support/static-files';

/**
 * The images of the exported sites, read from their HTML and files (no browser): every content
 * image offers AVIF and WebP at several widths with the `sizes` of its slot, the LCP image's
 * preload matches it exactly, and the owner-like photos (the `photos` site: a 4000×3000 JPEG
 * cover, a PNG portrait) come out at their real shape. The byte budgets are in budgets.test.ts,
 * what a phone downloads in e2e/images.spec.ts.
 */
const sites = { main: builtSite('main'), photos: builtSite('photos') };

/** The URLs and widths of a srcset. */
const candidates = (value: string | null) =>
  (value ?? '')
    .split(/,\s+(?=\S)/)
    .filter(Boolean)
    .map((candidate) => {
      const [url, width] = candidate.trim().split(/\s+/);
      return { url: url!, width: Number(width!.replace(/w$/, '')) };
    });

function pagesOf(site: BuiltSite) {
  return listPages(site.outDir).map((file) => ({
    name: path.relative(site.outDir, file),
    document: parseHtml(fs.readFileSync(file, 'utf8')),
  }));
}

/** A page's image preloads, by what decides the file a window fetches. */
const preloadsOf = (links: Element[]) =>
  links.map((link) => ({
    type: link.getAttribute('type'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    media: link.getAttribute('media'),
    priority: link.getAttribute('fetchpriority'),
  }));

/** The preload that announces an AVIF `<source>` of an LCP image for the windows of `media`. */
const preloadFor = (source: Element | null, media: string | null) => ({
  type: 'image/avif',
  srcset: source?.getAttribute('srcset'),
  sizes: source?.getAttribute('sizes'),
  media,
  priority: 'high',
});

const fileOf = (site: BuiltSite, url: string) => path.join(site.serveDir, decodeURIComponent(url));

/**
 * The content images of a page: every <img> but the skill marks, which are views of one small SVG
 * sprite (app/skills/marks.svg/route.ts), decorative icons with no photo behind them.
 */
const contentImages = (document: Document) =>
  document.querySelectorAll('img:not([src*="/skills/marks.svg#"])');

describe.each(Object.entries(sites))('the %s site', (_name, site) => {
  const pages = pagesOf(site);

  it('offers every content image through a <picture>: AVIF, then WebP, at several widths, with sizes', () => {
    let images = 0;
    for (const { name, document } of pages) {
      for (const img of contentImages(document)) {
        images += 1;
        const where = `${name}: <img alt="${img.getAttribute('alt')}">`;
        const picture = img.parentElement;
        expect({ where, parent: picture?.tagName }).toEqual({ where, parent: 'PICTURE' });
        const avif = picture!.querySelector('source[type="image/avif"]:not([media])');
        const sizes = img.getAttribute('sizes');
        expect({ where, sizes: avif?.getAttribute('sizes') }).toEqual({ where, sizes });
        expect(sizes).toBeTruthy();
        // Phone files (a page's largest paint): both formats for the same windows, first, with
        // their own sizes and shape.
        const phone = [...picture!.querySelectorAll('source[media]')].map((source) => ({
          media: source.getAttribute('media'),
          type: source.getAttribute('type'),
          sizes: Boolean(source.getAttribute('sizes')),
          shape:
            Number(source.getAttribute('width')) > 0 && Number(source.getAttribute('height')) > 0,
        }));
        if (phone.length > 0) {
          const media = phone[0]!.media;
          expect({ where, phone }).toEqual({
            where,
            phone: ['image/avif', 'image/webp'].map((type) => ({
              media,
              type,
              sizes: true,
              shape: true,
            })),
          });
          expect(picture!.firstElementChild!.getAttribute('media')).toBe(media);
        }
        for (const [srcset, ext] of [
          [avif?.getAttribute('srcset') ?? null, 'avif'],
          [img.getAttribute('srcset'), 'webp'],
          ...[...picture!.querySelectorAll('source[media]')].map(
            (source) =>
              [
                source.getAttribute('srcset'),
                source.getAttribute('type')!.replace('image/', ''),
              ] as const,
          ),
        ] as const) {
          const set = candidates(srcset);
          expect({ where, ext, count: set.length > 0 }).toEqual({ where, ext, count: true });
          for (const { url } of set) {
            expect(url.endsWith(`.${ext}`)).toBe(true);
            expect({ url, exists: fs.existsSync(fileOf(site, url)) }).toEqual({
              url,
              exists: true,
            });
          }
        }
        expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      }
    }
    // Not an empty walk: at least every project's cover on its page and the home page's portrait.
    expect(images).toBeGreaterThan(projects.length);
  });

  it("preloads each page's LCP image once, as the AVIF set the <picture> offers, with the same sizes", () => {
    let preloads = 0;
    let wideOnly = 0;
    for (const { name, document } of pages) {
      const lcp = document.querySelector('img[fetchpriority="high"]');
      const links = [...document.querySelectorAll('head link[rel="preload"][as="image"]')];
      // The projects list's first cover and the home page's photo are the LCP image on windows
      // wider than a phone only (on a phone the list's title, lead and filter may fill the first
      // screen; the photo sits below the words): eager, at the browser's own priority, announced
      // for those windows alone, and found there by the scripts that wait for the LCP image.
      const wide = lcp ? null : document.querySelector(WIDE_LCP_IMAGE);
      if (wide) {
        wideOnly += 1;
        const avif = wide.parentElement!.querySelector('source[type="image/avif"]:not([media])');
        expect({ name, preloads: preloadsOf(links) }).toEqual({
          name,
          preloads: [preloadFor(avif, NOT_PHONE_MEDIA)],
        });
        continue;
      }
      if (!lcp) {
        expect({ name, links: links.length }).toEqual({ name, links: 0 });
        continue;
      }
      preloads += 1;
      // One preload per AVIF set, for the windows that take it: with phone files, the phone set
      // for the phone's media and the usual set for every other window, so each fetches one file.
      const avifSources = [...lcp.parentElement!.querySelectorAll('source[type="image/avif"]')];
      const phoneMedia = avifSources.find((source) => source.hasAttribute('media'));
      expect({ name, preloads: preloadsOf(links) }).toEqual({
        name,
        preloads: avifSources.map((source) =>
          preloadFor(source, source.getAttribute('media') ?? (phoneMedia ? NOT_PHONE_MEDIA : null)),
        ),
      });
      if (phoneMedia) expect(phoneMedia.getAttribute('media')).toBe(PHONE_MEDIA);
      expect(lcp.getAttribute('loading')).toBe('eager');
    }
    // Not an empty walk: every project page's hero is its LCP image, and the projects list's
    // first cover and the home page's photo on a wide window (a list and a home per language).
    expect(preloads).toBeGreaterThanOrEqual(projects.length);
    expect(wideOnly).toBeGreaterThanOrEqual(2 * languages.length);
  });

  it("shows a preview of at most 1 KB behind each image (a shared image's from the page's own CSS, a figure's from its own style), and writes no image wider than 1920 px", () => {
    let figures = 0;
    for (const { name, document } of pages) {
      const css = [...document.querySelectorAll('style')]
        .map((style) => style.textContent)
        .join('');
      // A home section below the first screen is drawn once the whole sheets are in: they carry
      // the previews of its images (scripts/postbuild/critical-styles.mjs).
      const wholeSheets = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')]
        .map((link) => fs.readFileSync(fileOf(site, link.getAttribute('href')!), 'utf8'))
        .join('');
      for (const img of contentImages(document)) {
        const alt = img.getAttribute('alt');
        const preview = [...img.classList].find((name) => name.startsWith('ph-'));
        const style = img.getAttribute('style') ?? '';
        const inFigure = Boolean(img.closest('figure'));
        if (inFigure) figures += 1;
        // A figure is shown once, on one page: its preview is its own, so no other page pays for
        // it; every other image's is a class of the site-wide stylesheet.
        const own =
          /^background-image:url\(data:image\/webp;base64,[^)]+\);background-size:cover$/.exec(
            style,
          )?.[0];
        // Two images with the same preview share one rule: the CSS minifier lists both classes.
        const shared = new RegExp(
          `(?:img\\.ph-[0-9a-f]+,)*img\\.${preview}(?:,img\\.ph-[0-9a-f]+)*\\{background-image:url\\(data:image/webp;base64,[^)]+\\);background-size:cover\\}`,
        ).exec(img.closest(`[${BELOW_FIRST_SCREEN_ATTRIBUTE}]`) ? wholeSheets : css)?.[0];
        expect({ name, alt, own: Boolean(own), shared: Boolean(preview && shared) }).toEqual({
          name,
          alt,
          own: inFigure,
          shared: !inFigure,
        });
        expect((own ?? shared)!.length).toBeLessThan(1024);
      }
    }
    // The figures' branch ran, where the owner's notes have figures.
    if (publishedNotes(defaultSiteLanguage.code).some((note) => note.hasFigure)) {
      expect(figures).toBeGreaterThan(0);
    }
    const widths = fs
      .readdirSync(path.join(site.outDir, 'img'), { recursive: true })
      .map(String)
      .map((file) => Number(/-(\d+)\.[0-9a-f]{8}\.(avif|webp)$/.exec(file)?.[1] ?? 0));
    expect(Math.max(...widths)).toBeLessThanOrEqual(1920);
  });

  it('deploys no original: pages use the converted files only', () => {
    const originals = fs.existsSync(path.join(site.outDir, 'images'))
      ? fs.readdirSync(path.join(site.outDir, 'images'), { recursive: true }).map(String)
      : [];
    expect(originals.filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file))).toEqual([]);
  });
});

/**
 * The project page whose hero is the photo fixture's 4000×3000 camera JPEG
 * (scripts/images/photo-fixture.mjs turns one sample cover into it), if the owner's content has that
 * project: found by its size in the photos build, not by a sample's id.
 */
const largeCoverProject = projects.find((project) => {
  const file = path.join(sites.photos.outDir, 'portofolio', `${project.id}.html`);
  if (!fs.existsSync(file)) return false;
  const hero = parseHtml(fs.readFileSync(file, 'utf8')).querySelector('img[fetchpriority="high"]');
  return hero?.getAttribute('width') === '4000';
});
const itWithLargeCover = largeCoverProject ? it : it.skip;

describe('owner-like photos', () => {
  const home = parseHtml(fs.readFileSync(path.join(sites.photos.outDir, 'index.html'), 'utf8'));

  /** Width and height of every file of an img's sets, read from the files. */
  async function shapesOf(img: Element) {
    const sets = [
      img.getAttribute('srcset'),
      img
        .parentElement!.querySelector('source[type="image/avif"]:not([media])')!
        .getAttribute('srcset'),
    ];
    return Promise.all(
      sets.flatMap(candidates).map(async ({ url, width }) => {
        const meta = await sharp(fileOf(sites.photos, url)).metadata();
        return { url, described: width, width: meta.width, height: meta.height };
      }),
    );
  }

  // Skipped when no project of content/projects.ts has the cover the fixture makes large.
  itWithLargeCover(
    'a 4000×3000 JPEG cover keeps its size in the markup and its 4:3 shape in every file, at most 1920 px wide',
    async () => {
      const cover = home.querySelector('img[width="4000"][height="3000"]');
      expect(cover).not.toBeNull();
      const shapes = await shapesOf(cover!);
      for (const shape of shapes) {
        expect(shape.width).toBe(shape.described);
        expect(Math.abs(shape.height! / shape.width! - 0.75)).toBeLessThan(0.01);
      }
      expect(Math.max(...shapes.map((shape) => shape.width!))).toBe(1920);
    },
  );

  itWithLargeCover(
    "a project hero offers phones the whole cover (its band is the cover's shape there), in files no wider than three times the phone's column",
    async () => {
      const page = parseHtml(
        fs.readFileSync(
          path.join(sites.photos.outDir, 'portofolio', `${largeCoverProject!.id}.html`),
          'utf8',
        ),
      );
      const hero = page.querySelector('img[fetchpriority="high"]')!;
      expect(hero.getAttribute('width')).toBe('4000');
      const shape = Number(hero.getAttribute('width')) / Number(hero.getAttribute('height'));
      const phoneSources = [...hero.parentElement!.querySelectorAll('source[media]')];
      expect(phoneSources).toHaveLength(2);
      for (const source of phoneSources) {
        const own = Number(source.getAttribute('width')) / Number(source.getAttribute('height'));
        expect(Math.abs(own - shape)).toBeLessThan(0.01);
        const files = candidates(source.getAttribute('srcset'));
        expect(files.length).toBeGreaterThan(0);
        for (const { url, width } of files) {
          const meta = await sharp(fileOf(sites.photos, url)).metadata();
          expect({ url, width: meta.width }).toEqual({ url, width });
          expect(Math.abs(meta.width! / meta.height! - shape)).toBeLessThan(0.01);
          expect(width).toBeLessThanOrEqual(PHONE_COLUMN * PHONE_MAX_DENSITY);
        }
      }
    },
  );

  it('a PNG portrait is square in the markup and in every file', async () => {
    // The owner's photo (site.ts `photo`), by its files' names.
    const portrait = [...home.querySelectorAll('img')].find((image) =>
      image.getAttribute('src')?.includes(`/${site.photo}-`),
    );
    if (!portrait) throw new Error(`the home page shows no image made from ${site.photo}`);
    expect(portrait.getAttribute('width')).toBe(portrait.getAttribute('height'));
    for (const shape of await shapesOf(portrait)) expect(shape.width).toBe(shape.height);
  });
});

describe('content', () => {
  it('has no hand-typed image size: the build reads it from the file', () => {
    // A project's `width` is its slider card's CSS width, not the image's.
    const fields = [
      ...Object.keys(projectSchema.shape).filter((key) => /^image/.test(key)),
      ...Object.keys(siteSchema.shape).filter((key) => /^photo/.test(key)),
      ...Object.keys(coverSchema.shape),
      ...Object.keys(figurePropsSchema.shape),
    ];
    const typed = /(width|height)$/i;
    expect(fields.filter((key) => typed.test(key))).toEqual([]);
    const texts = fs
      .readdirSync('content', { recursive: true })
      .map(String)
      .filter((file) => /\.(ts|mdx)$/.test(file))
      .map((file) => ({ file, text: fs.readFileSync(path.join('content', file), 'utf8') }));
    const found = texts.filter(({ text }) =>
      /\b(imageWidth|imageHeight|photoWidth|photoHeight)\b|^\s+(width|height)(=\{|: \d)/m.test(
        text,
      ),
    );
    expect(found.map(({ file }) => file)).toEqual([]);
  });
});

describe('the Cloudinary build', () => {
  it('gives each image of a page the same sizes as the local build, through Cloudinary URLs', () => {
    const cloud = builtSite('cloudinary');
    // Keyed by alt text and class, without the preview's class (there is no local file to
    // draw a preview from in the Cloudinary build); with the shape the markup gives it.
    const imagesOf = (site: BuiltSite, page: string) =>
      new Map(
        [
          ...parseHtml(fs.readFileSync(path.join(site.outDir, page), 'utf8')).querySelectorAll(
            'img',
          ),
        ].map((img) => [
          `${img.getAttribute('alt')} | ${[...img.classList].filter((name) => !name.startsWith('ph-')).join(' ')}`,
          {
            sizes: img.getAttribute('sizes'),
            shape: `${img.getAttribute('width')}x${img.getAttribute('height')}`,
          },
        ]),
      );
    // The home page, a project page and a note (the owner's first of each, if any).
    const note = publishedNotes(defaultSiteLanguage.code)[0];
    const pagesToCompare = [
      'index.html',
      `portofolio/${firstProject.id}.html`,
      ...(note ? [`notes/${note.slug}.html`] : []),
    ];
    let compared = 0;
    for (const page of pagesToCompare) {
      const local = imagesOf(sites.main, page);
      const inCloud = imagesOf(cloud, page);
      expect([...inCloud.keys()].sort()).toEqual([...local.keys()].sort());
      for (const [key, { sizes, shape }] of local) {
        // Without its file the build cannot know an image's shape and lays it out as its slot's
        // usual one (README: keep the file of a cover of another shape); with the same shape,
        // the same sizes.
        if (inCloud.get(key)!.shape !== shape) continue;
        expect({ page, key, sizes: inCloud.get(key)!.sizes }).toEqual({ page, key, sizes });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
