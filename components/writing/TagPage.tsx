import type { Metadata } from 'next';
import { SiteLink } from '@/components/layout/SiteLink';
import { notFound } from 'next/navigation';
import type { WritingCopy } from '@/content/copy/writing';
import { fillTemplate } from '@/lib/content/copy';
import { languageCodes, languagePath, type Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { buildMetadata } from '@/lib/seo/metadata';
import { getTag } from '@/lib/writing/tag-index';
import { tagPath } from '@/lib/writing/tags';
import { writingWords } from '@/lib/writing/words';
import { NoteList } from '@/components/writing/NoteList';
import styles from './NotesPage.module.scss';

export function tagMetadata(language: Language, slug: string): Metadata {
  const tag = getTag(language, slug);
  if (!tag) return {};
  const words = writingWords(language);
  return buildMetadata({
    language,
    title: fillTemplate(words.tagPage.title, { tag: tag.name }),
    description: tagDescription(words.tagPage, tag),
    path: tagPath(tag.name),
    // Note tags differ between languages: alternates only where the tag has a page.
    languages: languageCodes.filter((code) => getTag(code, slug)),
  });
}

/** What a tag page says it lists: its projects and notes, or the one kind it has. */
function tagDescription(
  words: WritingCopy['tagPage'],
  tag: { name: string; projects: readonly unknown[]; notes: readonly unknown[] },
): string {
  const listed =
    tag.projects.length > 0 && tag.notes.length > 0
      ? 'both'
      : tag.projects.length > 0
        ? 'projects'
        : 'notes';
  return fillTemplate(words.description[listed], { tag: tag.name });
}

/** A tag's page: the projects whose stack has it and the notes tagged with it. */
export function TagPage({ language: lang, slug }: { language: Language; slug: string }) {
  setPageLanguage(lang);
  const tag = getTag(lang, slug);
  if (!tag) notFound();
  const words = writingWords(lang);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{fillTemplate(words.tagPage.title, { tag: tag.name })}</h1>
        <p className={styles.intro}>{tagDescription(words.tagPage, tag)}</p>
      </header>
      {tag.projects.length > 0 ? (
        <section className={styles.section} aria-labelledby="tag-projects">
          <h2 id="tag-projects" className={styles.sectionTitle}>
            {words.tagPage.projects}
          </h2>
          <ul className={styles.projects}>
            {tag.projects.map((project) => (
              <li key={project.id}>
                <SiteLink
                  href={languagePath(lang, `/portofolio/${project.id}`)}
                  className={styles.project}
                >
                  <span className={styles.projectName}>{project.name}</span>
                  <span className={styles.projectKind}>{project.kind}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tag.notes.length > 0 ? (
        <section className={styles.section} aria-labelledby="tag-notes">
          <h2 id="tag-notes" className={styles.sectionTitle}>
            {words.tagPage.notes}
          </h2>
          <NoteList notes={tag.notes} lang={lang} headingLevel={3} />
        </section>
      ) : null}
    </main>
  );
}
