/**
 * The one CV model the app uses (the /cv page, cv.pdf, resume.json, the hero's quick facts),
 * built from content/ when the site builds. Server only, like the other content lookups.
 */
import 'server-only';
import { cv, cvCopy, experience, site, skillGroups } from '@/content';
import { buildCv } from '@/lib/cv/build';
import { projects } from '@/lib/content/projects';

// Static export: "today" is the day of the build, which decides whether a future availability
// date has come ("open to work now").
export const cvModel = buildCv(
  { site, cv, experience, skillGroups, projects, copy: cvCopy },
  new Date(),
);
