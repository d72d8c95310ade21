import { defaultLanguage } from '@/lib/i18n/languages';
import { NotesPage, notesMetadata } from '@/components/writing/NotesPage';

export const metadata = notesMetadata(defaultLanguage);

export default function Page() {
  return <NotesPage language={defaultLanguage} />;
}
