/**
 * Which images get files of their own for phones (lib/media/image-settings.mjs, PHONE_ENCODE):
 * the ones a phone sees as a page's largest paint. Every project cover is its page's hero, and
 * every note cover its note's first picture, both sent whole. Read by the image pipeline
 * (scripts/images/prepare.mjs) from the content, before the pages are built.
 */
import 'server-only';
import { projects } from '@/content';
import { languageCodes } from '@/lib/i18n/languages';
import { getNotes } from '@/lib/writing/notes';
import type { PhoneRequest } from '@/lib/media/image-settings.mjs';

/** The phone files each largest-paint image needs, by public id. */
export function phoneRequests(): Record<string, PhoneRequest> {
  const requests: Record<string, PhoneRequest> = {};
  for (const lang of languageCodes) {
    for (const note of getNotes(lang)) {
      if (note.data.cover) requests[note.data.cover.src] = true;
    }
  }
  // A phone's hero is the cover's own shape: it is sent the whole picture, as a note's cover.
  for (const project of projects) requests[project.image] = true;
  return requests;
}
