import { site } from '@/content';
import { cvModel } from '@/lib/cv/site-cv';
import { toJsonResume } from '@/lib/cv/resume';
import { absoluteImageUrl } from '@/lib/media/images';
import { absoluteUrl } from '@/lib/config/paths';

// Written once at build time as out/resume.json.
export const dynamic = 'force-static';

export function GET() {
  const resume = toJsonResume(cvModel, {
    absoluteUrl,
    photoUrl: absoluteImageUrl(site.photo, site.photoWidth),
    lastModified: new Date(),
  });
  return new Response(`${JSON.stringify(resume, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
