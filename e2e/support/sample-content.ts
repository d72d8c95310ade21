/**
 * Whether the tested site's content is the shipped sample, for the static checks (Jest) only: it
 * reads every content file from the disk (lib/content/sample-files.ts is server-only), the other
 * owners' from their copies (`testedContentDir`).
 */
import { contentFingerprint, sampleManifest } from '@/lib/content/sample-files';
import { isSampleContent } from '@/lib/content/samples';
import { testedContentDir } from './static-files';

/**
 * Whether content/ is still the shipped sample, to the byte: figures measured on the sample, such
 * as the byte budgets' list of today's excess, are held to it exactly only then; an owner's site,
 * with anything of her own (her name, a language, one project's words, a note deleted), is measured
 * with room for her words.
 */
export const onSampleContent = isSampleContent(
  sampleManifest,
  contentFingerprint(process.cwd(), testedContentDir),
);
