/**
 * `npm run images` (run first by `npm run build` and `npm run dev`): the owner's images under
 * public/images/ become AVIF and WebP files at several widths in public/img/ and the manifest the
 * pages read (see pipeline.mjs). Stops with the file's name when an image cannot be read.
 *
 * IMAGE_CACHE_DIR sets where encoded images are kept between builds (default
 * node_modules/.cache/portfolio-images, which CI caches with node_modules); the test builds made
 * in copies of the project point it at the checkout's, so each image is encoded once.
 */
import path from 'node:path';
import { ImagePipelineError, prepareImages } from './pipeline.mjs';
import { imageCacheDir, MANIFEST_FILE } from './paths.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const started = Date.now();
try {
  const { manifest, encoded, cached } = await prepareImages({
    root,
    cacheDir: imageCacheDir(root),
    manifestFile: path.join(root, MANIFEST_FILE),
    log: (line) => console.log(line),
  });
  const count = Object.keys(manifest.images).length;
  console.log(
    `images: ${count} images ready (${encoded} encoded, ${cached} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (!(error instanceof ImagePipelineError)) throw error;
  console.error(`\n✖ images: ${error.message}\n`);
  process.exit(1);
}
