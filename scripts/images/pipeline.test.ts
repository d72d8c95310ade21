/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  cachedEncoding,
  findSources,
  ImagePipelineError,
  LADDER,
  prepareImages,
  widthsFor,
} from '@/scripts/images/pipeline.mjs';
import {
  IMAGE_SETTINGS,
  type ImageSettings,
  PHONE_COLUMN,
  phoneWidthsFor,
} from '@/lib/media/image-settings.mjs';

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
    expect(widthsFor(640)).toEqual([227, 320, 440, 610, 640]);
    expect(widthsFor(1200)).toEqual([227, 320, 440, 610, 850, 1200]);
    expect(widthsFor(300)).toEqual([227, 300]);
    expect(widthsFor(200)).toEqual([200]);
    expect(widthsFor(4000)).toEqual(LADDER);
  });

  it('serves a slot from 161 px wide at density 1 within twice its pixels, a portrait from 157.5 px', () => {
    // A 4:3 cover's slider card is 186 px wide at 1024 px; a phone screenshot's 157.5 px at 1024 px
    // and 184.5 px at 1280 px.
    const fileFor = (slot: number, height?: number) =>
      widthsFor(4000, IMAGE_SETTINGS, height).find((width) => width >= slot)!;
    for (const slot of [161, 186, 227, 300])
      expect((fileFor(slot) / slot) ** 2).toBeLessThanOrEqual(2);
    for (const slot of [157.5, 184.5]) {
      expect((fileFor(slot, 8000) / slot) ** 2).toBeLessThanOrEqual(2);
    }
    // A grid card on a 412-px phone of density 1.75 needs 315 px: a 320-px file, as before.
    expect(fileFor(315)).toBe(320);
    expect(widthsFor(1170, IMAGE_SETTINGS, 2532)).toEqual([161, 227, 320, 440, 610, 850, 1170]);
  });

  it("keeps each width within twice the pixels of the one below, whatever the image's width", () => {
    for (let width = 100; width <= 4000; width += 10) {
      for (const widths of [widthsFor(width), widthsFor(width, IMAGE_SETTINGS, width * 2)]) {
        widths.slice(1).forEach((w, i) => expect((w / widths[i]!) ** 2).toBeLessThan(2));
      }
    }
  });
});

describe('the phone files', () => {
  it('run from the width a phone of density 1 needs to the one a density of 3 needs, never wider than the picture', () => {
    expect(phoneWidthsFor(1920)).toEqual([440, 610, 850, 1190, 1320]);
    expect(phoneWidthsFor(576)).toEqual([440, 576]);
    expect(phoneWidthsFor(1200)).toEqual([440, 610, 850, 1200]);
    // A picture narrower than the phone's column: its own width, the only one.
    expect(phoneWidthsFor(300)).toEqual([300]);
    for (let width = 100; width <= 4000; width += 10) {
      const widths = phoneWidthsFor(width);
      expect(widths.at(-1)).toBeLessThanOrEqual(Math.min(width, PHONE_COLUMN * 3));
      widths.slice(1).forEach((w, i) => expect((w / widths[i]!) ** 2).toBeLessThan(2));
    }
  });
});

/** Every leaf of the settings (`ENCODE.avif.quality`, `LADDER.3`), as a path of keys. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return [prefix];
}

/** A copy of the settings with the leaf at `keys` changed a little. */
function changed(settings: ImageSettings, keys: string[]): ImageSettings {
  const copy = structuredClone(settings) as unknown as Record<string, unknown>;
  const parent = keys
    .slice(0, -1)
    .reduce((node, key) => node[key] as Record<string, unknown>, copy);
  const last = keys.at(-1)!;
  const old = parent[last];
  parent[last] = typeof old === 'number' ? old + (Number.isInteger(old) ? 1 : 0.01) : `${old}x`;
  // Chroma subsampling takes two values only.
  if (last === 'chromaSubsampling') parent[last] = old === '4:2:0' ? '4:4:4' : '4:2:0';
  return copy as unknown as ImageSettings;
}

/**
 * The shipped settings at the encoder's quickest efforts: sizes, shapes and files are the same, the
 * bytes larger. The cache key's tests encode one image about thirty times, and the effort of the
 * shipped settings took 20 of the 25 s the file's tests took.
 */
const quick: ImageSettings = {
  ...IMAGE_SETTINGS,
  ENCODE: { avif: { quality: 50, effort: 0 }, webp: { quality: 70, effort: 0 } },
  PHONE_ENCODE: {
    avif: { quality: 45, effort: 0, chromaSubsampling: '4:2:0' },
    webp: { quality: 70, effort: 0 },
  },
};

describe('the cache key', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-key-'));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('changes, and the image is encoded again, when any setting that shapes the files changes', async () => {
    const bytes = await picture(400, 300, 'jpeg');
    const phone = true;
    const first = await cachedEncoding(bytes, 'cover.jpg', cacheDir, phone, quick);
    expect((await cachedEncoding(bytes, 'cover.jpg', cacheDir, phone, quick)).fromCache).toBe(true);
    const paths = leafPaths(quick);
    // Every setting the encoder is given, MAX_STEP and PHONE_MAX_DENSITY among them.
    expect(paths.map((keys) => keys[0])).toEqual(
      expect.arrayContaining(['MAX_STEP', 'PHONE_MAX_DENSITY', 'LADDER', 'PHONE_ENCODE']),
    );
    const keys = new Set([first.key]);
    for (const leaf of paths) {
      const entry = await cachedEncoding(bytes, 'cover.jpg', cacheDir, phone, changed(quick, leaf));
      expect({ setting: leaf.join('.'), fromCache: entry.fromCache }).toEqual({
        setting: leaf.join('.'),
        fromCache: false,
      });
      keys.add(entry.key);
    }
    expect(keys.size).toBe(paths.length + 1);
  }, 60_000);

  it("encodes with the settings it is given: the widest step and the phones' density change the files", async () => {
    const bytes = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#6b8e23' },
    })
      .jpeg()
      .toBuffer();
    const encode = (settings: ImageSettings) =>
      cachedEncoding(bytes, 'cover.jpg', cacheDir, true, settings);
    const shipped = await encode(quick);
    expect(shipped.encoded.widths).toEqual([227, 320, 440, 610, 850, 1200]);
    expect(shipped.encoded.phone!.widths).toEqual([440, 610, 850, 1200]);
    // 1200 / 850 is 1.41: a smaller widest step keeps the 1190 rung under it.
    const stepped = await encode({ ...quick, MAX_STEP: 1.3 });
    expect(stepped.encoded.widths).toEqual([227, 320, 440, 610, 850, 1190, 1200]);
    // Phones of density 1 at most need the 440-px column only.
    const dense = await encode({ ...quick, PHONE_MAX_DENSITY: 1 });
    expect(dense.encoded.phone!.widths).toEqual([440]);
    expect(fs.readdirSync(dense.dir).filter((name) => name.startsWith('phone-'))).toEqual([
      'phone-440.avif',
      'phone-440.webp',
    ]);
  }, 60_000);
});

describe('prepareImages', () => {
  let root: string;
  const cacheDir = () => path.join(root, 'cache');
  const run = () =>
    prepareImages({
      root,
      cacheDir: cacheDir(),
      manifestFile: path.join(root, 'manifest.json'),
      settings: quick,
    });

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
    expect(photo.sources.webp.map((v) => v.width)).toEqual([227, 320, 440, 610, 700]);
    const webp = await sharp(path.join(root, 'public', photo.sources.webp[0]!.path)).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 227, height: 227 });
    // The preview stays well under the 1 KB an image may add to the page.
    expect(photo.placeholder.length).toBeLessThan(1024);
    expect(fs.readFileSync(path.join(root, 'placeholders.css'), 'utf8')).toContain(
      `img.${photo.placeholderClass}{background-image:url(${photo.placeholder});background-size:cover}`,
    );
  }, 60_000);

  it('gives a PNG whose alpha channel is opaque everywhere (a phone screenshot) its preview, and a transparent one none', async () => {
    const withAlpha = async (alpha: number) =>
      sharp(await picture(300, 533, 'png'))
        .ensureAlpha(alpha)
        .png()
        .toBuffer();
    write('projects/screenshot.png', await withAlpha(1));
    write('projects/logo.png', await withAlpha(0.5));
    const { manifest } = await run();
    expect((await sharp(await withAlpha(1)).metadata()).hasAlpha).toBe(true);
    expect(manifest.images['projects/screenshot']!.placeholder).toMatch(
      /^data:image\/webp;base64,/,
    );
    expect(manifest.images['projects/logo']!.placeholder).toBe('');
  }, 60_000);

  it("puts only the shared images' previews in the stylesheet: the others are for their own style", async () => {
    write('projects/cover.jpg', await picture(1200, 900, 'jpeg'));
    write('figure.png', await picture(800, 450, 'png'));
    const { manifest } = await prepareImages({
      root,
      cacheDir: cacheDir(),
      manifestFile: path.join(root, 'manifest.json'),
      settings: quick,
      sharedPreviewIds: new Set(['projects/cover']),
    });
    const cover = manifest.images['projects/cover']!;
    const figure = manifest.images.figure!;
    expect(cover.placeholderClass).toMatch(/^ph-[0-9a-f]{8}$/);
    expect(figure.placeholderClass).toBe('');
    expect(figure.placeholder).toMatch(/^data:image\/webp;base64,/);
    const css = fs.readFileSync(path.join(root, 'placeholders.css'), 'utf8');
    expect(css).toContain(`img.${cover.placeholderClass}{`);
    expect(css).not.toContain(figure.placeholder);
  }, 60_000);

  it('writes phone files for the images asked for only: the whole picture, at the widths a phone needs', async () => {
    write('projects/cover.jpg', await picture(1200, 900, 'jpeg'));
    write('profile.png', await picture(400, 400, 'png'));
    const { manifest } = await prepareImages({
      root,
      cacheDir: cacheDir(),
      manifestFile: path.join(root, 'manifest.json'),
      settings: quick,
      phoneRequests: { 'projects/cover': true },
    });
    expect(manifest.images.profile!.phone).toBeUndefined();
    const phone = manifest.images['projects/cover']!.phone!;
    expect(phone).toMatchObject({ width: 1200, height: 900 });
    for (const format of ['avif', 'webp'] as const) {
      expect(phone.sources[format].map((v) => v.width)).toEqual([440, 610, 850, 1200]);
      const file = path.join(root, 'public', phone.sources[format][0]!.path);
      expect(file).toMatch(new RegExp(`projects/cover-phone-440\\.[0-9a-f]{8}\\.${format}$`));
      // The whole 4:3 picture, not a part of it.
      expect(await sharp(file).metadata()).toMatchObject({
        format: format === 'avif' ? 'heif' : 'webp',
        width: 440,
        height: 330,
      });
    }
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

  it('updates the published folder in place: a kept image keeps its files, a replaced or removed one leaves nothing', async () => {
    write('profile.png', await picture(400, 300, 'png'));
    write('projects/old.png', await picture(400, 300, 'png'));
    const first = await run();
    const published = path.join(root, 'public', 'img');
    const photo = path.join(root, 'public', first.manifest.images.profile!.sources.avif[0]!.path);
    const kept = fs.statSync(photo);
    const replaced = first.manifest.images['projects/old']!.sources.webp.map((v) => v.path);
    // The cover is replaced by another picture, and a second image is added.
    write('projects/old.png', await picture(500, 300, 'png'));
    write('projects/new.jpg', await picture(400, 300, 'jpeg'));
    const second = await run();
    expect(fs.statSync(photo)).toMatchObject({ ino: kept.ino, mtimeMs: kept.mtimeMs });
    for (const gone of replaced) expect(fs.existsSync(path.join(root, 'public', gone))).toBe(false);
    const listed = Object.values(second.manifest.images).flatMap((image) =>
      [...image.sources.avif, ...image.sources.webp].map((v) => v.path.replace(/^\/img\//, '')),
    );
    const onDisk = fs
      .readdirSync(published, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(published, path.join(entry.parentPath, entry.name)));
    expect(onDisk.sort()).toEqual(listed.sort());
    // Every image removed: the folder stays, empty.
    fs.rmSync(path.join(root, 'public', 'images'), { recursive: true });
    fs.mkdirSync(path.join(root, 'public', 'images'));
    await run();
    expect(fs.readdirSync(published)).toEqual([]);
  }, 60_000);

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
