import { site } from '@/content';
import { getProject, getProjectIds } from '@/lib/content';
import { usesCloudinary } from '@/lib/images';
import { projectShareCard, siteShareCard } from '@/lib/share-card';
import { renderShareImage } from '@/lib/share-image';

// Written once at build time as out/og/<id>.png and out/og/home.png (1200x630). With a
// Cloudinary cloud name, Cloudinary composes the share images instead, so none is drawn here.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  if (usesCloudinary()) return [];
  return [...getProjectIds().map((id) => ({ file: `${id}.png` })), { file: 'home.png' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const key = file.replace(/\.png$/, '');
  const project = key === 'home' ? undefined : getProject(key);
  if (key !== 'home' && !project) return new Response('Not found', { status: 404 });
  const png = await renderShareImage(
    project ? projectShareCard(project, site) : siteShareCard(site),
  );
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000' },
  });
}
