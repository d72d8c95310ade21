import type { CaseStudy } from '@/lib/writing/case-studies';
import type { Language } from '@/lib/i18n/languages';
import { compileMdx } from '@/lib/writing/mdx';
import { regionLabels, writingWords } from '@/lib/writing/words';
import { Prose } from '@/components/writing/Prose';
import styles from './CaseStudySection.module.scss';

export interface CaseStudySectionProps {
  caseStudy: CaseStudy;
  lang: Language;
}

/** A project's case study, under its description: title, summary, optional contents, the text. */
export async function CaseStudySection({ caseStudy, lang }: CaseStudySectionProps) {
  const words = writingWords(lang);
  const { tree, headings } = await compileMdx(
    caseStudy.body,
    caseStudy.file,
    regionLabels(words),
    1,
  );
  const contents = headings.filter((heading) => heading.depth === 2);
  return (
    <section className={styles.section} aria-labelledby="case-study-title">
      <header className={styles.header}>
        <h2 id="case-study-title" className={styles.title}>
          {caseStudy.data.title}
        </h2>
        <p className={styles.summary}>{caseStudy.data.summary}</p>
      </header>
      <div className={styles.body}>
        {caseStudy.data.toc && contents.length > 1 ? (
          <nav className={styles.toc} aria-label={words.tocLabel} data-pagefind-ignore="">
            <p className={styles.tocTitle} aria-hidden="true">
              {words.tocLabel}
            </p>
            <ol className={styles.tocList}>
              {contents.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <Prose tree={tree} className={styles.prose} />
      </div>
    </section>
  );
}
