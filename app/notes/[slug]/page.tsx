import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { defaultLanguage } from '@/lib/writing/language';
import { noteMetadata } from '@/lib/writing/metadata';
import { getNote, getNotes } from '@/lib/writing/notes';
import { NotePage } from '@/components/writing/NotePage';

interface NoteRouteProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getNotes(defaultLanguage).map((note) => ({ slug: note.slug }));
}

export async function generateMetadata({ params }: NoteRouteProps): Promise<Metadata> {
  const note = getNote(defaultLanguage, (await params).slug);
  return note ? noteMetadata(note) : {};
}

export default async function Page({ params }: NoteRouteProps) {
  const note = getNote(defaultLanguage, (await params).slug);
  if (!note) notFound();
  return <NotePage note={note} lang={defaultLanguage} />;
}
