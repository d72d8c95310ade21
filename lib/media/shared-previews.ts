/**
 * Which images show their blurred preview through a class of the site-wide placeholders.css:
 * the ones the typed content names (the portrait, and every project cover and note cover, which
 * are also their pages' largest paints: lib/media/phone-variants.ts). They are shown on many
 * pages, and several times on one (the slider, the phone grid and the quick view each show every
 * cover), so their preview is written once per page. Every other image (a figure of a note or
 * case study, shown once on one page) carries its preview in its own style attribute: every page
 * inlines placeholders.css ahead of its first image, and a figure's preview there would cost
 * every page, before its largest paint, for a picture only one of them shows.
 * Read by the image pipeline (scripts/images/prepare.mjs) from the content, before the build.
 */
import 'server-only';
import { site } from '@/content';
import { phoneRequests } from '@/lib/media/phone-variants';

/** The public ids whose preview is a class of placeholders.css. */
export function sharedPreviewIds(): string[] {
  return [...new Set([site.photo, ...Object.keys(phoneRequests())])].sort();
}
