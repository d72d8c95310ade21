import { pageContent } from '@/lib/i18n/page-language';
import type { QuickFact } from '@/lib/cv/build';
import styles from './QuickFacts.module.scss';

export interface QuickFactsProps {
  /** The facts to show, from `cvModel.quickFacts`; with none, nothing is rendered. */
  facts: QuickFact[];
  /** Where it sits. Allowed: 'hero' (under the intro) | 'cv' (top of /cv, printed too). */
  placement: 'hero' | 'cv';
}

/** The recruiter quick facts (availability, roles wanted, location, authorisation, a call link). */
export function QuickFacts({ facts, placement }: QuickFactsProps) {
  const { cvCopy } = pageContent();
  if (facts.length === 0) return null;
  return (
    <div role="group" aria-label={cvCopy.quickFactsLabel} className={styles[placement]}>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div
            key={fact.id}
            className={styles.fact}
            data-fact={fact.id}
            data-positive={fact.positive || undefined}
          >
            {/* The space keeps the label and its value apart in a search's snippet. */}
            <dt className={styles.label}>{fact.label}</dt>{' '}
            <dd className={styles.value}>
              {fact.href ? (
                <a href={fact.href} target="_blank" rel="noopener noreferrer">
                  {fact.value}
                  <span className={styles.srOnly}> {cvCopy.newTab}</span>
                </a>
              ) : (
                fact.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
