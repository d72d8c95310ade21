import type { CountedText } from './common';

/** The heading block every home section opens with. */
export interface SectionHeadingCopy {
  /** Small label above the title. */
  eyebrow: string;
  /** The section's title (an <h2>). */
  title: string;
}

/** Words of the home page's sections (the hero's own text is in `site.ts`). */
export interface HomeCopy {
  /** The first screen, beside the photo. */
  hero: {
    /** Badge under the photo, after the number of projects (counted from `projects.ts`). */
    projectsShipped: CountedText;
    /** The link down to My Work. */
    portfolioHint: string;
  };
  /** My Work, the project gallery. */
  work: SectionHeadingCopy & {
    /** Sentence under the title; {Count} is the number of projects. */
    lead: CountedText;
    /** Screen-reader name of one slider panel: {first} and {last} are positions; `single` for a panel of one. */
    panelLabel: { range: string; single: string };
    /** Screen-reader word before the "01 / 02" panel indicator. */
    panelIndicator: string;
    /** Name of the slider region. */
    sliderLabel: string;
    /** Name of the arrow to the previous panel. */
    previousPanel: string;
    /** Name of the arrow to the next panel. */
    nextPanel: string;
    /** Name of each card's quick-view button; {name} is the project's name. */
    quickView: string;
    /** The link to the all-projects page, shown when there are more projects than one panel holds. */
    allProjects: string;
  };
  /** Experience, the jobs and internships. */
  experience: SectionHeadingCopy & {
    /** Sentence under the title; {Count} is the number of entries in `experience.ts`. */
    lead: CountedText;
    /**
     * Before a first job or internship (`experience.ts` lists none), the section still offers the
     * CV: its eyebrow and sentence then say so instead of counting nothing ("Zero internships…").
     */
    withoutEntries: { eyebrow: string; lead: string };
    /** The CV download link. */
    cvLink: string;
    /** File format shown beside the CV link. */
    cvFormat: string;
  };
  /** Tools & Skills. */
  skills: SectionHeadingCopy & {
    /** Sentence under the title. */
    lead: string;
    /** Read after a group's title by screen readers ("Language, 5 skills"); {n} is the count. */
    groupCount: CountedText;
    /** Shown in a group's caption until a skill is hovered, focused or tapped. */
    hint: string;
    /** Under a skill some project uses, linking to them: how many ({n}). */
    usedIn: CountedText;
    /** That link's name: {skill} the skill's name, {projects} the count as shown. */
    usedInName: string;
  };
  /** Get In Touch; its title is `site.contactLabel`. */
  contact: {
    /** Small label above the title. */
    eyebrow: string;
    /** Sentence under the title. */
    lead: string;
    /** Small line above the e-mail address. */
    mailLabel: string;
  };
}
