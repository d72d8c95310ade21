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

/**
 * Folders and files the sample fills, from the project root: images, the icons in app/ (the
 * sample's mark), the writing, and the translations of the owner's data (a translation left as
 * the sample's still describes the sample's owner, whatever the source now says). The interface
 * words (`copy/`) are the site's, not the sample owner's, and stay out.
 */
export const SAMPLE_FOLDERS = [
  // The originals only: public/img/ holds what the build prepares from them.
  'public/images',
  'public/icons',
  'content/notes',
  'content/case-studies',
  'content/translations',
  'app/icon.svg',
  'app/apple-icon.png',
];

/** Files of the sample folders that are the site's own, not the sample owner's. */
const NOT_SAMPLE =
  /^content\/translations\/(?:[^/]+\/copy\/|index\.ts$|types\.ts$|[^/]+\/index\.ts$)/;

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

/** A file's path from `root` (forward slashes) and the sha256 of its bytes. */
function hashed(root: string, file: string): HashedFile {
  return {
    path: path.relative(root, file).split(path.sep).join('/'),
    sha256: crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
  };
}

/** Every file of the sample folders under `root`, with its sha256. */
export function hashSampleFolders(root: string = process.cwd()): HashedFile[] {
  return SAMPLE_FOLDERS.flatMap((folder) => listFiles(path.join(root, folder)))
    .map((file) => ({ file, relative: path.relative(root, file).split(path.sep).join('/') }))
    .filter(({ relative }) => !NOT_SAMPLE.test(relative))
    .map(({ file }) => hashed(root, file));
}

/**
 * Whether a file of content/ is one the sample shipped, unchanged: its path from content/
 * (`notes/first-code-review/en.mdx`) and its bytes (its text, for a line-end change) are the
 * manifest's.
 */
export function isUnchangedSampleFile(pathInContent: string, bytes: Buffer): boolean {
  const sample = `content/${pathInContent}`;
  const matches = (text: Buffer | string) =>
    sampleManifest.files[crypto.createHash('sha256').update(text).digest('hex')] === sample;
  // The manifest hashes the files as the repository holds them, with LF line ends; a Windows
  // checkout may turn them into CRLF without a change of the owner's.
  return matches(bytes) || matches(bytes.toString('utf8').replace(/\r\n/g, '\n'));
}

/**
 * One hash of everything that makes the site's pages what they are: every file of `content/`
 * (the data, the interface words, the writing, the languages) and of the sample folders (images,
 * icons). Equal to the manifest's only while the content is the shipped sample to the byte, which
 * is when figures measured on the sample (the byte budgets' listed excess) apply exactly.
 * `contentDir`: where that content/ is, when not in `root` (a test site's copy); its files are
 * named as under `content/`.
 */
export function contentFingerprint(
  root: string = process.cwd(),
  contentDir: string = path.join(root, 'content'),
): string {
  const underContent = (file: HashedFile) => ({ ...file, path: `content/${file.path}` });
  const files = [
    ...listFiles(contentDir).map((file) => underContent(hashed(contentDir, file))),
    ...SAMPLE_FOLDERS.filter((folder) => !folder.startsWith('content/'))
      .flatMap((folder) => listFiles(path.join(root, folder)))
      .map((file) => hashed(root, file)),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.sha256}\n`);
  return hash.digest('hex');
}
