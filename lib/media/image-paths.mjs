/**
 * Where the image step (scripts/images/) keeps its cache and writes the manifest the pages read
 * (lib/media/manifest.ts): in lib/ because both read it, and scripts import lib, never the reverse.
 */
import path from 'node:path';

/**
 * The folder of public/ the image step writes its pictures to, served at `/img`: it owns it, and
 * deletes any other file there on its next run.
 */
export const PUBLISHED_IMAGES_FOLDER = 'img';

/** The manifest the pages read, relative to the project (generated, not committed). */
export const MANIFEST_FILE = 'lib/media/generated/image-manifest.json';

/**
 * The encoded-image cache: IMAGE_CACHE_DIR (absolute, or relative to the project), else
 * node_modules/.cache/portfolio-images.
 * @param {string} root
 */
export function imageCacheDir(root) {
  const configured = process.env.IMAGE_CACHE_DIR?.trim();
  if (configured) return path.resolve(root, configured);
  return path.join(root, 'node_modules', '.cache', 'portfolio-images');
}
