/**
 * The owner's original images (public/images/, any size: a 4000-px camera JPEG, a PNG of a few
 * MB) are copied into the export by Next like every public file, but no page links them: pages,
 * feeds and structured data use the AVIF and WebP files the image pipeline wrote to /img/
 * (scripts/images/). This step removes the originals the pipeline converted, so they are not
 * deployed; any other file under images/ stays. Plain JavaScript for plain Node; tested beside it.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Removes from `outDir` each original the manifest lists (its `file`, e.g.
 * public/images/profile.png), then the folders left empty. Returns how many files it removed.
 * @param {string} outDir
 * @param {{ images: Record<string, { file: string }> }} manifest
 */
export function dropImageOriginals(outDir, manifest) {
  let removed = 0;
  const folders = new Set();
  for (const { file } of Object.values(manifest.images)) {
    const exported = path.join(outDir, ...file.split('/').slice(1));
    if (!fs.existsSync(exported)) continue;
    fs.rmSync(exported);
    removed += 1;
    for (
      let dir = path.dirname(exported);
      dir.startsWith(outDir) && dir !== outDir;
      dir = path.dirname(dir)
    ) {
      folders.add(dir);
    }
  }
  // Deepest first, so a folder is checked after the folders inside it.
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) {
    if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
  return removed;
}
