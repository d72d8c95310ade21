/**
 * The shapes of a language overlay: another language's words for the owner's data in `content/`.
 * An overlay holds ONLY the human-language fields, keyed by each entry's id (or the nav's
 * `sectionId`), so numbers, images, URLs, dates and brand names are typed once, in the English
 * files. Sentences never repeat the owner's name or role: they say `{firstName}`, `{fullName}` or
 * `{role}`, filled in from `content/site.ts` (and the overlay's own `role`).
 */
import type {
  CommonCopy,
  ContactCopy,
  CvCopy,
  ErrorCopy,
  HomeCopy,
  LayoutCopy,
  NotFoundCopy,
  ProjectCopy,
  QuickViewCopy,
  ShareCopy,
  ThemeCopy,
  WritingCopy,
} from '../copy';

/** One top-bar link in another language, keyed by `NavItem.sectionId`. */
export interface NavWords {
  /** Label in the top bar (correct spelling in this language, e.g. 'Ringkasan'). */
  label: string;
  /** Label in the quick-view overlay's bar, upper case (e.g. 'RINGKASAN'). */
  overlayLabel: string;
}

/**
 * The language fields of `Site`. Facts (names, location, e-mail, URLs, social labels) stay in
 * `site.ts`; the CV's file name is derived from the name.
 */
export interface SiteWords {
  /** Hero greeting; `{firstName}` stands for the owner's first name, e.g. 'Hai, saya {firstName}'. */
  greeting: string;
  /**
   * Hero role text in this language, e.g. 'Pengembang Frontend Junior'; also what `{role}` becomes.
   * Omit it to show `site.role` as it is (a job title often stays in English).
   */
  role?: string;
  /** One or two sentences under the role; also the default meta description. */
  intro: string;
  /** Alt text of the profile photo; `{firstName}` for the owner's name. */
  photoAlt: string;
  /** Label of the chat link (when `site.ts` has a `chatUrl`). */
  chatLabel?: string;
  /** Label of the top bar's call-to-action button (the contact section's title). */
  contactLabel: string;
  /** The section links, keyed by `NavItem.sectionId` (every entry of `site.nav`). */
  nav: Readonly<Record<string, NavWords>>;
}

/** One project's words in another language (the name is a name: not translated). */
export interface ProjectEntryWords {
  /** What the cover shows, for people who cannot see it. */
  alt: string;
  /** One line on what kind of product it is (cards and share images). */
  kind: string;
  /** Two to four sentences on the tech stack and the owner's role. */
  description: string;
}

/** Every project's words, keyed by `Project.id` (every project of `content/projects.ts`, no other). */
export type ProjectWords = Readonly<Record<number, ProjectEntryWords>>;

/** One experience entry's words in another language (company and dates stay as written). */
export interface ExperienceEntryWords {
  /** Role name, e.g. 'Frontend Developer (Magang)'. */
  role: string;
  /** What the owner did there, a few sentences. */
  description: string;
}

/** Every experience entry's words, keyed by `ExperienceEntry.id`. */
export type ExperienceWords = Readonly<Record<string, ExperienceEntryWords>>;

/** A skill group's words in another language. */
export interface SkillGroupWords {
  /** Group title as shown in this language, e.g. 'Bahasa Pemrograman'. */
  title: string;
}

/** A skill's words in another language (the skill's name is a brand or keeps its English spelling). */
export interface SkillEntryWords {
  /** One short sentence on how the owner uses it; at most 90 characters. */
  description: string;
}

/** Words of the Tools & Skills groups. */
export interface SkillWords {
  /** Every group, keyed by `SkillGroup.id`. */
  groups: Readonly<Record<string, SkillGroupWords>>;
  /** Every skill of every group, keyed by `Skill.id`. */
  items: Readonly<Record<string, SkillEntryWords>>;
}

/** One education entry's words (institution and dates stay as written). */
export interface EducationWords {
  /** Kind of degree, e.g. 'Sarjana Komputer (S.Kom.)'. */
  studyType: string;
  /** Field of study, e.g. 'Informatika'. */
  area: string;
  /** Optional grade as written in this language (e.g. 'IPK 3,62 / 4,00'); omit to show the English one. */
  score?: string;
}

/** A spoken language's words, in the same order as `cv.languages`. */
export interface SpokenLanguageWords {
  /** Language name in this language, e.g. 'Bahasa Inggris'. */
  language: string;
  /** Level in this language, e.g. 'Bahasa ibu'. */
  fluency: string;
}

/** A certificate's words: present for every certificate, so the shape is complete. */
export interface CertificateWords {
  /** The name in this language, only when the English name is a description; omit for a title as issued. */
  name?: string;
}

/** The language words of the recruiter quick facts (dates, time zone and URL stay in `cv.ts`). */
export interface QuickFactsWords {
  /** Roles wanted in this language, same order as `cv.quickFacts.rolesWanted`. */
  rolesWanted?: readonly string[];
  /** Work authorisation in the owner's words in this language. */
  workAuthorisation?: string;
}

/** The language fields of `CvContent`. */
export interface CvWords {
  /**
   * Three or four sentences at the top of the CV; `{role}` for the owner's role, `{projectCount}`
   * and `{experienceCount}` for the counts (in this language's number words).
   */
  summary: string;
  /** Every education entry, keyed by `EducationEntry.id`. */
  education: Readonly<Record<string, EducationWords>>;
  /** Languages spoken, same order as `cv.languages`. */
  languages: readonly SpokenLanguageWords[];
  /** Every certificate, keyed by `Certificate.id`. */
  certificates: Readonly<Record<string, CertificateWords>>;
  /** Quick-fact words, when `cv.quickFacts` has any. */
  quickFacts?: QuickFactsWords;
}

/** Every interface word of the site in one language: the same modules as `content/copy/`. */
export interface CopyWords {
  /** Words used by several parts of the site. */
  commonCopy: CommonCopy;
  /** The contact form. */
  contactCopy: ContactCopy;
  /** The CV page, the CV PDF and the quick facts. */
  cvCopy: CvCopy;
  /** The error screens. */
  errorCopy: ErrorCopy;
  /** The home page's sections. */
  homeCopy: HomeCopy;
  /** Skip link, top bar and footer. */
  layoutCopy: LayoutCopy;
  /** The 404 page. */
  notFoundCopy: NotFoundCopy;
  /** A project page. */
  projectCopy: ProjectCopy;
  /** The quick-view overlay. */
  quickViewCopy: QuickViewCopy;
  /** Link previews and share images. */
  shareCopy: ShareCopy;
  /** The colour theme control. */
  themeCopy: ThemeCopy;
  /** Notes, case studies, tags, feeds and search. */
  writingCopy: WritingCopy;
}

/**
 * A language's words for the owner's data (`content/translations/<code>/index.ts` exports them as
 * `words`): every language but the default one has them.
 */
export type DataWords = Omit<LanguageWords, 'copy'>;

/** Everything a visitor reads, in one language other than the default. */
export interface LanguageWords {
  /** The owner's identity words. */
  site: SiteWords;
  /** The projects' words. */
  projects: ProjectWords;
  /** The experience entries' words. */
  experience: ExperienceWords;
  /** The skill groups' and skills' words. */
  skills: SkillWords;
  /** The CV's words. */
  cv: CvWords;
  /** The interface words. */
  copy: CopyWords;
}
