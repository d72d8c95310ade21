/** Where the image pipeline keeps its cache and writes its manifest (shared with lib/media). */
import path from 'node:path';

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
