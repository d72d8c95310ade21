/**
 * Image URLs with and without a Cloudinary cloud name. The name is read when the module loads,
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

const card = {
  eyebrow: 'PROJECT 04',
  title: 'TokoKu',
  subtitle: 'E-commerce store, with login',
  tags: ['React'],
  footer: 'Raka Pratama',
  image: 'projects/tokoku',
};

describe('images without a cloud name', () => {
  const images = loadImages(undefined);

  it('serves local files', () => {
    expect(images.usesCloudinary()).toBe(false);
    expect(images.imageSources('projects/tokoku', 1200)).toEqual({
      src: '/images/projects/tokoku.webp',
    });
    expect(images.posterUrl('projects/tokoku', 1200)).toBe('/images/projects/tokoku.webp');
    expect(images.absoluteImageUrl('profile', 640)).toMatch(
      /^https?:\/\/.+\/images\/profile\.webp$/,
    );
  });
});

describe('images with a cloud name', () => {
  const images = loadImages('demo-cloud');
  const delivery = 'https://res.cloudinary.com/demo-cloud/image/upload/';

  it('builds every URL on Cloudinary, with a width per srcset candidate', () => {
    const { src, srcSet } = images.imageSources('projects/tokoku', 1200);
    expect(src).toMatch(new RegExp(`^${delivery}.*w_1200.*projects/tokoku`));
    expect(srcSet!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '960w',
      '1200w',
    ]);
    expect(images.posterUrl('projects/tokoku', 1600)).toMatch(new RegExp(`^${delivery}.*w_1280`));
    expect(images.absoluteImageUrl('profile', 640)).toMatch(new RegExp(`^${delivery}.*profile`));
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
