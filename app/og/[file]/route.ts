import { getProjectIds } from '@/lib/content/projects';
import { defaultLanguage, languageCodes, languagePath } from '@/lib/i18n/languages';
import { usesCloudinary } from '@/lib/media/images';
import { shareCardFor, shareImageKeys, shareImagePath, shareImageUrl } from '@/lib/seo/metadata';
import { renderShareImage } from '@/lib/seo/share-image';

// Written once at build time as out/og/<key>.png per language (1200x630): `3.png`, `id-3.png`.
export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * With a Cloudinary cloud name, Cloudinary composes the share images and nothing is drawn here.
 * A static export still needs one file from this route, so it writes a list of those URLs
 * instead: handy for checking the previews.
 */
const CLOUDINARY_LIST = 'cloudinary.txt';

/** Every share image: each key in each language, by the file name its path ends in. */
function shareImages() {
  return languageCodes.flatMap((language) =>
    shareImageKeys(language).map((key) => ({
      language,
      key,
      file: shareImagePath(key, language).replace(/^\/og\//, ''),
    })),
  );
}

export function generateStaticParams() {
  if (usesCloudinary()) return [{ file: CLOUDINARY_LIST }];
  return shareImages().map(({ file }) => ({ file }));
}

function cloudinaryList(): Response {
  const lines = languageCodes.flatMap((language) =>
    (['home', 'projects', ...getProjectIds()] as const).map((key) => {
      const route =
        key === 'home' ? '/' : key === 'projects' ? '/portofolio' : `/portofolio/${key}`;
      return `${languagePath(language, route)} ${shareImageUrl(key, language)}`;
    }),
  );
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === CLOUDINARY_LIST) return cloudinaryList();
  const image = shareImages().find((entry) => entry.file === file);
  const card = image && shareCardFor(image.key, image.language ?? defaultLanguage);
  if (!card) return new Response('Not found', { status: 404 });
  const png = await renderShareImage(card);
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000' },
  });
}
