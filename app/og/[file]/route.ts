import { site } from '@/content';
import { getProject, getProjectIds } from '@/lib/content/index';
import { usesCloudinary } from '@/lib/media/images';
import { shareImageUrl } from '@/lib/seo/metadata';
import { projectShareCard, siteShareCard } from '@/lib/seo/share-card';
import { renderShareImage } from '@/lib/seo/share-image';

// Written once at build time as out/og/<id>.png and out/og/home.png (1200x630).
export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * With a Cloudinary cloud name, Cloudinary composes the share images and nothing is drawn here.
 * A static export still needs one file from this route, so it writes a list of those URLs
 * instead: handy for checking the previews.
 */
const CLOUDINARY_LIST = 'cloudinary.txt';

export function generateStaticParams() {
  if (usesCloudinary()) return [{ file: CLOUDINARY_LIST }];
  return [...getProjectIds().map((id) => ({ file: `${id}.png` })), { file: 'home.png' }];
}

function cloudinaryList(): Response {
  const lines = [
    `/ ${shareImageUrl('home')}`,
    ...getProjectIds().map((id) => `/portofolio/${id} ${shareImageUrl(id)}`),
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === CLOUDINARY_LIST) return cloudinaryList();
  const key = file.replace(/\.png$/, '');
  const project = key === 'home' ? undefined : getProject(key);
  if (key !== 'home' && !project) return new Response('Not found', { status: 404 });
  const card = project ? projectShareCard(project, site) : siteShareCard(site);
  const png = await renderShareImage(card);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000' },
  });
}
