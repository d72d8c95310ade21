import { skillGroups } from '@/content';
import { withBasePath } from '@/lib/paths';
import { SectionHeading } from '@/components/home/SectionHeading';
import styles from './SkillsSection.module.scss';

/** Tools & Skills: the four groups, every item with its logo and name. */
export function SkillsSection() {
  return (
    <section id="skills" aria-labelledby="skills-title" className={styles.section}>
      <div className={styles.inner}>
        <SectionHeading
          id="skills-title"
          eyebrow="What I work with"
          title="Tools & Skills"
          lead="The languages, libraries and tools I reach for every day."
        />
        <div className={styles.groups}>
          {skillGroups.map((group) => (
            <section
              key={group.id}
              className={styles.group}
              aria-labelledby={`skills-${group.id}`}
              data-group={group.id}
            >
              <h3 id={`skills-${group.id}`} className={styles.groupTitle}>
                {group.title}
                <span className={styles.count}>{group.items.length}</span>
              </h3>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.id} className={styles.item} title={item.description}>
                    <span className={styles.logo}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a 40 px SVG needs no optimiser; the name beside it is the text */}
                      <img
                        src={withBasePath(item.logo)}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                      />
                    </span>
                    <span className={styles.name}>{item.name}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
