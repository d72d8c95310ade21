/**
 * Build-time content check: validates `content/` against the files in `public/` (covers and the
 * photo only when they are served from there, not from Cloudinary) and the simple-icons marks.
 * Server only (reads the file system); the root layout calls it so a bad entry stops `next build`.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { cv, experience, languages, projects, site, skillGroups, translations } from '@/content';
import { hasBrandIcon } from '@/lib/skills/brand-icons';
import { usesCloudinary } from '@/lib/media/images';
import { assertValidContent, findTranslatedProjectProblems } from '@/lib/content/validate';
import { orphanCaseStudyProblems } from '@/lib/writing/case-studies';

const publicDir = path.join(process.cwd(), 'public');

let checked = false;

/** Throws a ContentError naming each broken entry and field; runs once per process. */
export function checkContent(): void {
  if (checked) return;
  assertValidContent(
    { projects, experience, skillGroups, site, cv },
    {
      publicFileExists: (publicPath) => fs.existsSync(path.join(publicDir, publicPath)),
      localImages: !usesCloudinary(),
      brandIconExists: hasBrandIcon,
    },
  );
  const orphans = [
    ...orphanCaseStudyProblems(projects.map((project) => project.id)),
    ...findTranslatedProjectProblems(
      projects,
      Object.fromEntries(
        languages
          .slice(1)
          .map((language) => [
            language.code,
            Object.keys(translations[language.code]?.projects ?? {}),
          ]),
      ),
    ),
  ];
  if (orphans.length > 0) {
    throw new Error(
      `Invalid content in content/ (${orphans.length}):\n  - ${orphans.join('\n  - ')}`,
    );
  }
  checked = true;
}
