import { pageContent } from '@/lib/i18n/page-language';
import { skillLogo } from '@/lib/skills/logos';
import { SectionHeading } from '@/components/home/SectionHeading';
import { SkillBadge } from '@/components/home/SkillBadge';
import styles from './SkillsSection.module.scss';

/**
 * Tools & Skills: the four groups, every skill with its brand mark (or monogram) and name, and
 * its description in the group's caption strip on hover, focus or tap. No client JavaScript.
 */
export function SkillsSection() {
  const { homeCopy, skillGroups, counted } = pageContent();
  const copy = homeCopy.skills;
  return (
    <section id="skills" aria-labelledby="skills-title" className={styles.section}>
      <div className={styles.inner}>
        <SectionHeading
          id="skills-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <div className={styles.groups}>
          {skillGroups.map((group) => (
            <section
              key={group.id}
              className={styles.group}
              aria-labelledby={`skills-${group.id}`}
              data-group={group.id}
            >
              {/* Read as "Language, 5 skills" (a hidden span would be read "Language , 5"); the eye sees the count badge. */}
              <h3
                id={`skills-${group.id}`}
                className={styles.groupTitle}
                aria-label={`${group.title}, ${counted(copy.groupCount, group.items.length)}`}
              >
                {group.title}
                <span className={styles.count} aria-hidden="true">
                  {group.items.length}
                </span>
              </h3>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <SkillBadge
                      name={item.name}
                      description={item.description}
                      descriptionId={`skill-${item.id}-description`}
                      logo={skillLogo(item)}
                    />
                  </li>
                ))}
              </ul>
              <p className={styles.hint}>{copy.hint}</p>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
