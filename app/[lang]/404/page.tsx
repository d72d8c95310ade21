import { NotFoundPage, notFoundMetadata } from '@/components/errors/NotFoundPage';

// The 404 page of a language under its prefix (`/id/404.html`): hosts that serve the nearest
// 404 page (Cloudflare Pages) or follow `_redirects` (Netlify) show it for a mistyped `/id/…`.
export async function generateMetadata({ params }: PageProps<'/[lang]/404'>) {
  return notFoundMetadata((await params).lang);
}

export default async function Page({ params }: PageProps<'/[lang]/404'>) {
  return <NotFoundPage language={(await params).lang} />;
}
