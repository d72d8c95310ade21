/**
 * The files in `public/images/` an image id names, found as the image step finds them
 * (scripts/images/pipeline.mjs): the types it reads, the extension in any case, since a phone or a
 * camera names its pictures `IMG_2041.JPG`. And the files of that name it cannot read (an iPhone's
 * `.heic`, a `.gif`), so that a check which finds no image can say which file is there and why it
 * does not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_IMAGE_EXTENSIONS } from '@/lib/config/paths';

export interface ImageFilesNamed {
  /** The files the image step reads (`/images/projects/tokoku.JPG`), sorted. */
  readable: string[];
  /** Files of the same name in a type it does not read (`/images/projects/tokoku.heic`), sorted. */
  unreadable: string[];
}

/** The files under `publicDir` whose name, without its extension, is the image id's. */
export function imageFilesNamed(publicDir: string, publicId: string): ImageFilesNamed {
  const folder = path.join(publicDir, 'images', path.dirname(publicId));
  const name = path.basename(publicId);
  const found: ImageFilesNamed = { readable: [], unreadable: [] };
  if (!fs.existsSync(folder)) return found;
  for (const file of fs.readdirSync(folder).sort()) {
    const extension = path.extname(file);
    if (!extension || file.slice(0, -extension.length) !== name) continue;
    const publicPath = `/images/${path.posix.join(path.dirname(publicId), file)}`;
    const readable = LOCAL_IMAGE_EXTENSIONS.includes(extension.toLowerCase());
    found[readable ? 'readable' : 'unreadable'].push(publicPath);
  }
  return found;
}
