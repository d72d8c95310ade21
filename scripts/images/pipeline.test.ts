/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  findSources,
  ImagePipelineError,
  LADDER,
  prepareImages,
  widthsFor,
} from '@/scripts/images/pipeline.mjs';

/** A noisy test picture of a size and format, so the encoder has detail to keep. */
async function picture(width: number, height: number, format: 'jpeg' | 'png') {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

describe('the ladder', () => {
  it("never upscales, and ends at the image's own width", () => {
    expect(widthsFor(640)).toEqual([320, 440, 610, 640]);
    expect(widthsFor(1200)).toEqual([320, 440, 610, 850, 1200]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(4000)).toEqual(LADDER);
  });

  it("keeps each width within twice the pixels of the one below, whatever the image's width", () => {
    for (let width = 100; width <= 4000; width += 10) {
      const widths = widthsFor(width);
      widths.slice(1).forEach((w, i) => expect((w / widths[i]!) ** 2).toBeLessThan(2));
    }
  });
});

describe('prepareImages', () => {
  let root: string;
  const cacheDir = () => path.join(root, 'cache');
  const run = () =>
    prepareImages({ root, cacheDir: cacheDir(), manifestFile: path.join(root, 'manifest.json') });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
    fs.mkdirSync(path.join(root, 'public', 'images', 'projects'), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = (name: string, bytes: Buffer | string) =>
    fs.writeFileSync(path.join(root, 'public', 'images', name), bytes);

  it('reads a large JPEG cover and a PNG portrait at their real size and shape, from any format', async () => {
    write('projects/cover.jpg', await picture(2000, 1500, 'jpeg'));
    write('profile.png', await picture(700, 700, 'png'));
    const { manifest, encoded } = await run();
    expect(encoded).toBe(2);
    const cover = manifest.images['projects/cover']!;
    expect(cover).toMatchObject({
      file: 'public/images/projects/cover.jpg',
      width: 2000,
      height: 1500,
    });
    expect(cover.sources.avif.map((v) => v.width)).toEqual(LADDER);
    const widest = path.join(root, 'public', cover.sources.avif.at(-1)!.path);
    expect(await sharp(widest).metadata()).toMatchObject({ width: 1920, height: 1440 });
    const photo = manifest.images.profile!;
    expect(photo.sources.webp.map((v) => v.width)).toEqual([320, 440, 610, 700]);
    const webp = await sharp(path.join(root, 'public', photo.sources.webp[0]!.path)).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 320, height: 320 });
    // The preview stays well under the 1 KB an image may add to the page.
    expect(photo.placeholder.length).toBeLessThan(1024);
    expect(fs.readFileSync(path.join(root, 'placeholders.css'), 'utf8')).toContain(
      `img.${photo.placeholderClass}{background-image:url(${photo.placeholder});background-size:cover}`,
    );
  }, 60_000);

  it('takes an unchanged image from the cache instead of encoding it again', async () => {
    write('profile.png', await picture(400, 300, 'png'));
    expect((await run()).encoded).toBe(1);
    const again = await run();
    expect(again).toMatchObject({ encoded: 0, cached: 1 });
    expect(
      fs.existsSync(
        path.join(root, 'public', again.manifest.images.profile!.sources.avif[0]!.path),
      ),
    ).toBe(true);
  }, 30_000);

  it('stops, naming the file, when an image cannot be read', async () => {
    write('projects/broken.jpg', 'not a picture');
    await expect(run()).rejects.toThrow(ImagePipelineError);
    await expect(run()).rejects.toThrow(
      /public\/images\/projects\/broken\.jpg cannot be read as an image/,
    );
  });

  it('refuses two files for one image', async () => {
    write('profile.png', await picture(40, 40, 'png'));
    write('profile.jpg', await picture(40, 40, 'jpeg'));
    expect(() => findSources(path.join(root, 'public', 'images'))).toThrow(
      /profile\.jpg and .*profile\.png are both the image "profile"/,
    );
  });
});
