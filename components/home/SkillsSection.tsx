import type { Skill } from '@/content';
import { fillTemplate } from '@/lib/content/copy';
import { projectToolSlugs, skillToolSlug } from '@/lib/content/tools';
import { pageContent } from '@/lib/i18n/page-language';
import { joinPhrases } from '@/lib/i18n/punctuation';
import { tagPath } from '@/lib/writing/tags';
import { skillLogo } from '@/lib/skills/logos';
import { SectionHeading } from '@/components/home/SectionHeading';
import { SkillBadge } from '@/components/home/SkillBadge';
import { SKILLS_SECTION_ID, groupsWithSkills } from '@/lib/content/home-sections';
import { belowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import styles from './SkillsSection.module.scss';

/**
 * Tools & Skills: the four groups, every skill with its brand mark (or monogram) and name, and
 * its description in the group's caption strip on hover, focus or tap; a skill some project uses
 * links to that tool's tag page and says how many projects use it. No client JavaScript.
 */
export function SkillsSection() {
  const { homeCopy, skillGroups, projects, counted, path, language } = pageContent();
  const copy = homeCopy.skills;
  const stacks = projects.map(projectToolSlugs);
  /** The link to the projects that use a skill's tool, or undefined when none does. */
  const workOf = (skill: Skill) => {
    const slug = skillToolSlug(skill);
    const count = stacks.filter((stack) => stack.includes(slug)).length;
    if (count === 0) return undefined;
    const text = counted(copy.usedIn, count);
    return {
      href: path(tagPath(skill.tool ?? skill.name)),
      text,
      name: fillTemplate(copy.usedInName, { skill: skill.name, projects: text }),
    };
  };
  return (
    <section
      id={SKILLS_SECTION_ID}
      aria-labelledby="skills-title"
      className={styles.section}
      {...belowFirstScreen}
    >
      <div className={styles.inner}>
        <SectionHeading
          id="skills-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <div className={styles.groups}>
          {groupsWithSkills(skillGroups).map((group) => (
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
                aria-label={joinPhrases(
                  language.locale,
                  group.title,
                  counted(copy.groupCount, group.items.length),
                )}
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
                      work={workOf(item)}
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
