/**
 * The files the sample ships and an owner replaces (images and icons in `public/`, notes and case
 * studies in `content/`), hashed, for the sample-values warning. Server only (reads the disk).
 */
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HashedFile, SampleManifest } from '@/lib/content/samples';
import manifest from '@/lib/content/sample-manifest.json';

/** Folders and files the sample fills, from the project root (the icons in app/ are the sample's mark). */
export const SAMPLE_FOLDERS = [
  'public',
  'content/notes',
  'content/case-studies',
  'app/icon.svg',
  'app/apple-icon.png',
];

/** The shipped sample's manifest. */
export const sampleManifest: SampleManifest = manifest;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : entry.isFile() ? [full] : [];
  });
}

/** Every file of the sample folders under `root`, with its sha256. */
export function hashSampleFolders(root: string = process.cwd()): HashedFile[] {
  return SAMPLE_FOLDERS.flatMap((folder) => listFiles(path.join(root, folder))).map((file) => ({
    path: path.relative(root, file).split(path.sep).join('/'),
    sha256: crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
  }));
}
