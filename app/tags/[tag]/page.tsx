import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { defaultLanguage } from '@/lib/writing/language';
import { tagMetadata } from '@/lib/writing/metadata';
import { getTag, getTags } from '@/lib/writing/tag-index';
import { TagPage } from '@/components/writing/TagPage';

interface TagRouteProps {
  params: Promise<{ tag: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getTags(defaultLanguage).map((tag) => ({ tag: tag.slug }));
}

export async function generateMetadata({ params }: TagRouteProps): Promise<Metadata> {
  const tag = getTag(defaultLanguage, (await params).tag);
  return tag ? tagMetadata(tag, defaultLanguage) : {};
}

export default async function Page({ params }: TagRouteProps) {
  const tag = getTag(defaultLanguage, (await params).tag);
  if (!tag) notFound();
  return <TagPage tag={tag} lang={defaultLanguage} />;
}
