import { notFound } from 'next/navigation';
import { defaultLanguage } from '@/lib/writing/language';
import { notesMetadata } from '@/lib/writing/metadata';
import { hasNotes } from '@/lib/writing/notes';
import { NotesPage } from '@/components/writing/NotesPage';

export const metadata = notesMetadata(defaultLanguage);

export default function Page() {
  // With no notes there is no notes page (the build writes the 404 page in its place).
  if (!hasNotes(defaultLanguage)) notFound();
  return <NotesPage lang={defaultLanguage} />;
}
