/**
 * The shapes of everything the owner edits in `content/`, inferred from the schemas in
 * `content/schema.ts` (where each field's JSDoc lives, and which the build checks the content
 * against). Plain strings and numbers only, so the same data feeds pages, metadata, JSON-LD and
 * tests. Type-only imports: nothing of zod reaches a page.
 */
import type { z } from 'zod';
import type {
  caseStudyFrontMatterSchema,
  certificateSchema,
  coverFocusSchema,
  coverSchema,
  cvContentSchema,
  cvPaperSizeSchema,
  educationEntrySchema,
  experienceEntrySchema,
  navItemSchema,
  noteFrontMatterSchema,
  projectLayoutSchema,
  projectSchema,
  quickFactsSchema,
  siteSchema,
  skillGroupSchema,
  skillSchema,
  socialLinkSchema,
  spokenLanguageSchema,
} from './schema';

/** How a project image sits in the desktop slider. Allowed: 'portrait' | 'landscape' | 'square'. */
export type ProjectLayout = z.infer<typeof projectLayoutSchema>;

/** A cover's focal point: 'center' | 'top' | 'bottom' | 'left' | 'right' | { x, y } in percent. */
export type CoverFocus = z.infer<typeof coverFocusSchema>;

/** One showcased project; the slider shows the list in its order, in panels of five. */
export type Project = z.infer<typeof projectSchema>;

/** One job or internship in the Experience section. */
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

/** One tool or skill shown with its logo. */
export type Skill = z.infer<typeof skillSchema>;

/** A titled group of skills; its title is any text, its `id` what other languages key it by. */
export type SkillGroup = z.infer<typeof skillGroupSchema>;

/** A link to one of the owner's social profiles (its networks: content/schema.ts, socialLinkSchema). */
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** One in-page navigation target. */
export type NavItem = z.infer<typeof navItemSchema>;

/** The owner's identity and everything site-wide. */
export type Site = z.infer<typeof siteSchema>;

/** One school, university or course of study on the CV. */
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** A language the owner speaks. */
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;

/** A certificate or course completion on the CV. */
export type Certificate = z.infer<typeof certificateSchema>;

/** Recruiter quick facts, shown in the hero and at the top of /cv; every field optional. */
export type QuickFacts = z.infer<typeof quickFactsSchema>;

/** Paper size of the generated CV PDF. Allowed: 'A4' | 'LETTER'. */
export type CvPaperSize = z.infer<typeof cvPaperSizeSchema>;

/** What the CV adds to the rest of content/. */
export type CvContent = z.infer<typeof cvContentSchema>;

/** The cover image of a note. */
export type NoteCover = z.infer<typeof coverSchema>;

/** Front matter of a note (`content/notes/<slug>/<lang>.mdx`), defaults applied. */
export type NoteFrontMatter = z.infer<typeof noteFrontMatterSchema>;

/** Front matter of a case study (`content/case-studies/<projectId>/<lang>.mdx`), defaults applied. */
export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>;
