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
import { widthsFor } from '@/lib/media/image-settings.mjs';

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
 * any owner's files, never a sample's.
 */
const cover = projects[0]?.image ?? '';

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

  it("offers phones the project hero's whole cover at the column's width, as a note's cover", () => {
    const hero = images.phoneSource(cover, PROJECT_HERO_SLOT)!;
    const { phone, tag, width, height } = prepared[cover]!;
    expect(hero).toMatchObject({
      media: PHONE_MEDIA,
      sizes: 'calc(100vw - 2 * clamp(1.25rem, 0.5rem + 3vw, 3rem))',
      image: { width: phone!.width, height: phone!.height },
    });
    // The whole picture: a phone's hero band is the cover's own shape.
    expect(phone!.width / phone!.height).toBeCloseTo(width / height, 2);
    expect(srcSetOf(hero.image, 'avif')).toBe(
      phone!.sources.avif.map((v) => `${v.path} ${v.width}w`).join(', '),
    );
    expect(srcSetOf(hero.image, 'avif')).toContain(`/img/${cover}-phone-`);
    expect(srcSetOf(hero.image, 'webp')).toContain(`.${tag}.webp`);
    expect(images.phoneSource(cover, NOTE_COVER_SLOT)).toMatchObject({
      sizes: 'calc(100vw - 2 * clamp(1.25rem, 0.5rem + 3vw, 3rem))',
      image: { width: phone!.width, height: phone!.height },
    });
  });

  it('offers phones nothing of their own in a slot without phone files', () => {
    expect(images.phoneSource(cover, GRID_CARD_SLOT)).toBeUndefined();
    expect(images.phoneSource(site.photo, PORTRAIT_SLOT)).toBeUndefined();
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

  it('offers phones nothing of their own: Cloudinary sizes every image', () => {
    expect(images.phoneSource(cover, PROJECT_HERO_SLOT)).toBeUndefined();
    expect(images.phoneSource(cover, NOTE_COVER_SLOT)).toBeUndefined();
  });

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
