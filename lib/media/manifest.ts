/**
 * The images the build prepared (scripts/images/prepare.mjs, run before `next build` and
 * `next dev`): each public id's real size, inlined preview and AVIF/WebP files. Read from disk
 * on the server; in development it is read again whenever the prepare step rewrote it.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from '@/lib/media/image-paths.mjs';

export interface ImageVariant {
  width: number;
  /** Root-relative public path, without the base path. */
  path: string;
}

export interface PreparedImage {
  /** The owner's original, relative to the project, e.g. public/images/profile.png. */
  file: string;
  width: number;
  height: number;
  /** Data URI of the blurred preview; '' for images with transparency. */
  placeholder: string;
  /** Part of the content hash, in every file name: `/img/<id>-<width>.<tag>.<format>`. */
  tag: string;
  /**
   * The class of lib/media/generated/placeholders.css that shows it; '' when there is none or
   * when the image shows `placeholder` in its own style attribute (lib/media/shared-previews.ts).
   */
  placeholderClass: string;
  sources: Record<'avif' | 'webp', ImageVariant[]>;
  /** The files for phones of a page's largest paint (lib/media/phone-variants.ts), if any. */
  phone?: { width: number; height: number; sources: Record<'avif' | 'webp', ImageVariant[]> };
}

interface Manifest {
  images: Record<string, PreparedImage>;
}

let cached: { mtimeMs: number; manifest: Manifest } | undefined;

const manifestPath = () => path.join(process.cwd(), MANIFEST_FILE);

/** Every prepared image by public id; empty when nothing was prepared yet. */
export function preparedImages(): Record<string, PreparedImage> {
  const file = manifestPath();
  if (!fs.existsSync(file)) return {};
  const { mtimeMs } = fs.statSync(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest };
  }
  return cached.manifest.images;
}

/** Whether the prepare step has run in this checkout. */
export function manifestExists(): boolean {
  return fs.existsSync(manifestPath());
}
