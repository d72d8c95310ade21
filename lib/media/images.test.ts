import { projects, site } from '@/content';
import { preparedImages } from '@/lib/media/manifest';
import { sharedPreviewIds } from '@/lib/media/shared-previews';
import { fallbackSrcOf, srcSetOf } from '@/lib/media/responsive-image';
import {
  GRID_CARD_SLOT,
  NOTE_COVER_SLOT,
  PHONE_MEDIA,
  PORTRAIT_SLOT,
  PROJECT_HERO_SLOT,
} from '@/lib/media/slots';
import {
  HERO_PHONE_BOX,
  phoneRegion,
  phoneWidthsFor,
  widthsFor,
} from '@/lib/media/image-settings.mjs';

/**
 * Image URLs with and without a Cloudinary cloud name, from the images `npm run images` prepared
 * (the sample art). The name is read when the module loads,
 * so each case loads a fresh copy with its own environment.
 */
function loadImages(cloudName: string | undefined): typeof import('@/lib/media/images') {
  const previous = process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
  if (cloudName === undefined) delete process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
  else process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME = cloudName;
  let images: typeof import('@/lib/media/images') | undefined;
  jest.isolateModules(() => {
    images = jest.requireActual<typeof import('@/lib/media/images')>('@/lib/media/images');
  });
  if (previous === undefined) delete process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME;
  else process.env.NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME = previous;
  return images!;
}

/**
 * A project cover the owner's content has, so the test reads images `npm run images` prepared from
 * any owner's files, never a sample's: a landscape one where there is one, as the hero's strip for
 * phones is cut from a landscape cover (a phone screenshot is shown whole).
 */
const covers = projects.map((project) => project.image);
const landscape = covers.find((id) => {
  const file = preparedImages()[id];
  return file !== undefined && file.width > file.height;
});
const cover = landscape ?? covers[0] ?? '';
const itWithStrip = landscape ? it : it.skip;
const noStrip = landscape
  ? ''
  : ` (skipped: no project cover is wider than tall: ${covers.join(', ')})`;

/** A share card's words: the test's own (the comma tests Cloudinary's escaping). */
const card = {
  eyebrow: 'PROJECT 04',
  title: 'TokoKu',
  subtitle: 'E-commerce store, with login',
  tags: ['React'],
  footer: 'Raka Pratama',
  image: cover,
};

describe('images without a cloud name', () => {
  const images = loadImages(undefined);
  const prepared = preparedImages();

  it("offers AVIF and WebP at every prepared width, with the real size and the slot's sizes", () => {
    expect(images.usesCloudinary()).toBe(false);
    const image = images.responsiveImage(site.photo, PORTRAIT_SLOT);
    const { width, height, sources } = prepared[site.photo]!;
    expect(image).toMatchObject({ width, height });
    // One object per image, whatever the slot: the page's payload writes it once.
    expect(images.responsiveImage(site.photo, NOTE_COVER_SLOT)).toBe(image);
    const widths = (set: string) => set.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths(srcSetOf(image, 'avif'))).toEqual(sources.avif.map((v) => `${v.width}w`));
    expect(widths(srcSetOf(image, 'webp'))).toEqual(sources.webp.map((v) => `${v.width}w`));
    expect(srcSetOf(image, 'avif')).toMatch(/^\/img\/.+\.avif \d+w/);
    expect(fallbackSrcOf(image, 'webp')).toMatch(/^\/img\/.+\.webp$/);
    expect(fallbackSrcOf(image, 'avif')).toMatch(/^\/img\/.+\.avif$/);
    expect(image.placeholderClass).toMatch(/^ph-[0-9a-f]{8}$/);
    expect(images.posterUrl(cover)).toMatch(new RegExp(`^/img/${cover}-\\d+\\.\\w+\\.webp$`));
    expect(images.absoluteImageUrl(site.photo)).toMatch(/^https?:\/\/.+\/img\/.+\.webp$/);
  });

  it("shows a shared image's preview by its class, and every other image's in its own style", () => {
    const shared = new Set(sharedPreviewIds());
    expect(shared.has(site.photo)).toBe(true);
    for (const [id, { placeholder }] of Object.entries(prepared)) {
      if (!placeholder) continue;
      const image = images.responsiveImage(id, PORTRAIT_SLOT);
      expect({ id, ...image }).toMatchObject(
        shared.has(id)
          ? { id, placeholderClass: expect.stringMatching(/^ph-[0-9a-f]{8}$/) }
          : { id, placeholderUri: placeholder },
      );
      expect({ id, both: Boolean(image.placeholderClass && image.placeholderUri) }).toEqual({
        id,
        both: false,
      });
    }
  });

  itWithStrip(
    `offers phones the project hero's strip, drawn at the hero's height, and a note's cover whole${noStrip}`,
    () => {
      const hero = images.phoneSource(cover, PROJECT_HERO_SLOT)!;
      const { phone, tag } = prepared[cover]!;
      expect(hero).toMatchObject({
        media: PHONE_MEDIA,
        sizes: `max(calc(100vw - 32px), ${HERO_PHONE_BOX.width}px)`,
        image: { width: phone!.width, height: phone!.height },
      });
      expect(phone!.width / phone!.height).toBeCloseTo(
        HERO_PHONE_BOX.width / HERO_PHONE_BOX.height,
        2,
      );
      expect(srcSetOf(hero.image, 'avif')).toBe(
        phone!.sources.avif.map((v) => `${v.path} ${v.width}w`).join(', '),
      );
      expect(srcSetOf(hero.image, 'avif')).toContain(`/img/${cover}-phone-`);
      expect(srcSetOf(hero.image, 'webp')).toContain(`.${tag}.webp`);
      // Any note cover the owner has, prepared with phone files (none: nothing more to check).
      const noteId = Object.keys(prepared).find(
        (id) => id.startsWith('notes/') && prepared[id]!.phone,
      );
      if (!noteId) return;
      const note = prepared[noteId]!;
      expect(images.phoneSource(noteId, NOTE_COVER_SLOT)).toMatchObject({
        sizes: 'calc(100vw - 32px)',
        image: { width: note.width, height: note.height },
      });
    },
  );

  it('offers phones nothing of their own in a slot without phone files, or for a strip the slot does not show', () => {
    expect(images.phoneSource(cover, GRID_CARD_SLOT)).toBeUndefined();
    expect(images.phoneSource(site.photo, PORTRAIT_SLOT)).toBeUndefined();
  });

  itWithStrip(`offers phones no hero strip in a note's slot${noStrip}`, () => {
    expect(images.phoneSource(cover, NOTE_COVER_SLOT)).toBeUndefined();
  });

  it('names the file an id needs when it is missing', () => {
    expect(() => images.responsiveImage('projects/no-such-cover', PORTRAIT_SLOT)).toThrow(
      'public/images/projects/no-such-cover.jpg (or .jpeg, .png, .webp, .avif)',
    );
  });

  it('warns, naming the file, when an image is narrower than the widest its slot draws it', () => {
    const small = { file: 'public/images/projects/tiny.jpg', width: 300, height: 225 };
    expect(images.tooSmallWarning(small, PROJECT_HERO_SLOT)).toBe(
      'public/images/projects/tiny.jpg is 300×225 px; as a project cover it is shown up to 1152 px wide and will look blurred: use a file at least 1152 px wide.',
    );
    const cover = { ...small, width: 1200, height: 900 };
    expect(images.tooSmallWarning(cover, PROJECT_HERO_SLOT)).toBeUndefined();
    // A phone screenshot, shown whole in the hero's band: no warning.
    const screenshot = { file: 'public/images/projects/app.png', width: 1080, height: 1920 };
    expect(images.tooSmallWarning(screenshot, PROJECT_HERO_SLOT)).toBeUndefined();
  });
});

describe('images with a cloud name', () => {
  const images = loadImages('demo-cloud');
  const delivery = 'https://res.cloudinary.com/demo-cloud/image/upload/';

  it("builds every URL on Cloudinary, at the ladder's widths up to the image's own", () => {
    const image = images.responsiveImage(cover, GRID_CARD_SLOT);
    const width = preparedImages()[cover]!.width;
    expect(fallbackSrcOf(image, 'avif')).toMatch(new RegExp(`^${delivery}.*${cover}`));
    expect(image.files).toBeUndefined();
    expect(
      srcSetOf(image, 'webp')
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).toEqual(widthsFor(width).map((w) => `${w}w`));
    // The poster is 1200 px wide, or the image's own width when it is narrower.
    expect(images.posterUrl(cover)).toMatch(
      new RegExp(`^${delivery}.*w_${Math.min(1200, width)}/`),
    );
    expect(images.absoluteImageUrl('profile')).toMatch(new RegExp(`^${delivery}.*profile`));
  });

  itWithStrip(
    `offers phones Cloudinary's crop of the hero's strip, and a note's cover as it is${noStrip}`,
    () => {
      const { width, height } = preparedImages()[cover]!;
      const strip = phoneRegion(width, height, { crop: true });
      const phone = images.phoneSource(cover, PROJECT_HERO_SLOT)!;
      expect(phone).toMatchObject({
        media: PHONE_MEDIA,
        sizes: PROJECT_HERO_SLOT.phone!.sizes(strip.width / strip.height),
        image: { width: strip.width, height: strip.height },
      });
      expect(phone.image.files).toBeUndefined();
      const candidates = srcSetOf(phone.image, 'webp').split(', ');
      expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(
        phoneWidthsFor(strip.width).map((w) => `${w}w`),
      );
      for (const candidate of candidates) {
        const [url, descriptor] = candidate.split(' ');
        const w = Number(descriptor!.slice(0, -1));
        const h = Math.round((w * strip.height) / strip.width);
        expect(url).toMatch(
          new RegExp(`^${delivery}c_fill,w_${w},h_${h},g_center/f_auto/q_auto/.*${cover}`),
        );
      }
      // A cover without a local file is cut from the slot's usual shape.
      const { fallback } = PROJECT_HERO_SLOT;
      const usual = phoneRegion(fallback.width, fallback.height, { crop: true });
      const cloudOnly = images.phoneSource('projects/only-on-cloudinary', PROJECT_HERO_SLOT)!;
      expect(cloudOnly.image).toMatchObject({ width: usual.width, height: usual.height });
      expect(images.phoneSource(cover, NOTE_COVER_SLOT)).toBeUndefined();
    },
  );

  it("needs no local file: an image without one gets its slot's usual size", () => {
    const image = images.responsiveImage('projects/only-on-cloudinary', PROJECT_HERO_SLOT);
    expect(image).toMatchObject(PROJECT_HERO_SLOT.fallback);
    expect(image.placeholderClass).toBeUndefined();
  });

  it('composes a 1200x630 share image with the card text, escaped', () => {
    const url = images.cloudinaryShareImageUrl(card, { width: 1200, height: 630 });
    expect(url).toMatch(new RegExp(`^${delivery}c_fill,w_1200,h_630`));
    expect(url).toContain('l_text:Arial_84_bold:TOKOKU');
    // A comma in a text layer must be double-escaped, or Cloudinary reads it as a separator.
    expect(url).toContain('E-commerce%20store%252C%20with%20login');
    expect(url).not.toMatch(/Arial_\d+_:/);
    expect(url).toMatch(/f_jpg/);
  });
});
