/**
 * For the sample's maintainers, not for an owner: records the sample's facts and the hashes of
 * its files in lib/content/sample-manifest.json, which the build's sample-values warning compares
 * against. Run it after changing the sample (`npm run assets` redraws its images).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadModule, root } from './load.mjs';

const content = await loadModule('content/index.ts');
const { sampleFields } = await loadModule('lib/content/samples.ts');
const { contentFingerprint, hashSampleFolders } = await loadModule('lib/content/sample-files.ts');
const manifest = {
  // The whole sample's fingerprint: figures measured on the sample hold to it exactly only.
  content: contentFingerprint(),
  values: sampleFields(content),
  files: Object.fromEntries(hashSampleFolders().map((file) => [file.sha256, file.path])),
};
const out = path.join(root, 'lib', 'content', 'sample-manifest.json');
fs.writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Wrote ${path.relative(root, out)}: ${Object.keys(manifest.files).length} files`);
