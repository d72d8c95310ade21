/**
 * Which images get files of their own for phones (lib/media/image-settings.mjs, PHONE_ENCODE):
 * the ones a phone sees as a page's largest paint. Every project cover is its page's hero, and
 * is cut to the strip the hero shows on a phone; every note cover is its note's first picture,
 * sent whole. Read by the image pipeline (scripts/images/prepare.mjs) from the content, before
 * the pages are built.
 */
import 'server-only';
import { projects } from '@/content';
import { languageCodes } from '@/lib/i18n/languages';
import { getNotes } from '@/lib/writing/notes';
import { focusPoint } from '@/lib/media/focus';
import type { PhoneRequest } from '@/lib/media/image-settings.mjs';

/** The phone files each largest-paint image needs, by public id. */
export function phoneRequests(): Record<string, PhoneRequest> {
  const requests: Record<string, PhoneRequest> = {};
  for (const lang of languageCodes) {
    for (const note of getNotes(lang)) {
      if (note.data.cover) requests[note.data.cover.src] = { crop: false };
    }
  }
  // A project cover that is also a note cover is cut: the hero needs the strip, the note's
  // phone then takes the pictures' own files (lib/media/images.ts checks the shape).
  // The strip sits at the cover's focal point; the default (the centre) is left out of the
  // request, so the image cache keeps the files it made before focal points existed.
  for (const project of projects) {
    requests[project.image] = project.focus
      ? { crop: true, x: focusPoint(project.focus).x }
      : { crop: true };
  }
  return requests;
}
