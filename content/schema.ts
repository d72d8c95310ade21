/**
 * The content model, described once with zod: every shape the owner edits in `content/`, the MDX
 * front matter included. The TypeScript types (`content/types.ts`) are inferred from these
 * schemas, and each field's JSDoc here is what an editor shows on hover.
 *
 * Build time only: `content/types.ts` imports these as types (erased), and the checks that run
 * them (lib/content/validate.ts, lib/writing/source.ts) are server-only, so zod never reaches a
 * page's JavaScript. A schema says what one entry must look like; rules across entries (unique
 * ids, how many projects, files that must exist) stay code in lib/content/validate.ts. Messages are
 * written to follow `field "<name>"` in a problem line.
 */
import { z } from 'zod';

/** How many projects the site shows: 1 to 30 (the spec's sample has ten). */
export const PROJECT_COUNT_MIN = 1;
export const PROJECT_COUNT_MAX = 30;
/** Spec: parallax factors lie between 0.1 and 0.5. */
export const PARALLAX_FACTOR_MIN = 0.1;
export const PARALLAX_FACTOR_MAX = 0.5;
/** A skill's description is shown in a two-line caption, so it stays short. */
export const SKILL_DESCRIPTION_MAX = 90;
/** A monogram fits its 40 px tile with up to three letters. */
export const MONOGRAM_MAX = 3;

/** A social network's name as content writes it: 'github', 'stack-overflow'. */
const NETWORK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slider card's width: a length the card's CSS width and its picture's `sizes` both take, a
 * number with its unit or a math function of lengths (`min(26rem, 40vw)`); a bare number is no
 * length to either, and a `sizes` length takes no percentage.
 */
const CARD_WIDTH =
  /^\s*(?:\d*\.?\d+(?:px|r?em|r?ex|r?ch|r?lh|cap|ic|[sdl]?v(?:w|h|i|b|min|max)|cq(?:w|h|i|b|min|max)|pt|pc|cm|mm|q|in)|(?:min|max|clamp|calc)\(.*\))\s*$/i;

/**
 * An id written into a page's links (`/#contact`): letters, digits, dashes and underscores, which
 * need no escaping in an address.
 */
const HTML_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const htmlIdMessage = (issue: { input: unknown }) =>
  `must be a word of letters, digits and dashes, e.g. 'contact' (got ${JSON.stringify(issue.input)})`;
/**
 * An entry's stable key, which the pages write into element ids and the references between them
 * (`aria-controls`, `aria-describedby`): any characters but whitespace, which would split one id
 * into two references.
 */
const ENTRY_KEY = /^\S+$/;
const entryKey = () =>
  z.string().regex(ENTRY_KEY, {
    error: (issue) =>
      `must be a key without spaces, e.g. 'rest-api' (got ${JSON.stringify(issue.input)})`,
  });

const text = (message = 'must not be empty') =>
  z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

const parallaxMessage = (issue: { input: unknown }) =>
  // A number written in quotes ('0.2') reads as one to its writer: say what is wrong with it.
  typeof issue.input === 'string'
    ? `must be a number without quotes, between ${PARALLAX_FACTOR_MIN} and ${PARALLAX_FACTOR_MAX} (got '${issue.input}')`
    : `must be between ${PARALLAX_FACTOR_MIN} and ${PARALLAX_FACTOR_MAX}, got ${String(issue.input)}`;
const parallax = z
  .number({ error: parallaxMessage })
  .refine((value) => value >= PARALLAX_FACTOR_MIN && value <= PARALLAX_FACTOR_MAX, {
    error: parallaxMessage,
  });

/** An absolute https:// URL with a host (a visitor's browser should not warn on the way out). */
const HTTPS_URL = /^https:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(?::\d+)?(?:[/?#]\S*)?$/;
const httpsUrl = z
  .string({ error: 'must be an absolute https:// URL' })
  .refine((value) => HTTPS_URL.test(value), {
    error: (issue) => {
      const value = String(issue.input);
      // 'wa.me/62812…' or 'github.com/you/app': the address is right but for its start.
      const withScheme = `https://${value.replace(/^(?:\w+:)?\/*/, '')}`;
      const hint = HTTPS_URL.test(withScheme) ? `; write "${withScheme}"` : '';
      return `must be an absolute https:// URL (got "${value}"${hint})`;
    },
  });

/** An e-mail address: one @, a name before it, a domain with a dot after it, no spaces. */
const EMAIL = /^[^\s@:]+@[^\s@]+\.[^\s@.]+$/;
const email = z
  .string({ error: 'must be an e-mail address' })
  .refine((value) => EMAIL.test(value), {
    error: (issue) =>
      `must be an e-mail address like "name@example.com", without "mailto:" (got "${String(issue.input)}")`,
  });

// ------------------------------------------------------------------------------------------------
// Projects, experience, skills

/** How a project image sits in the desktop slider. */
export const projectLayoutSchema = z.enum(['portrait', 'landscape', 'square'], {
  error: "must be 'portrait', 'landscape' or 'square'",
});

const percent = z
  .number({ error: 'must be a percentage, 0 to 100' })
  .refine((value) => value >= 0 && value <= 100, { error: 'must be a percentage, 0 to 100' });

/**
 * The part of a cover every crop keeps: a side ('top' keeps a phone screenshot's status bar and
 * heading) or a point in percent from the top left corner ({ x: 30, y: 20 }).
 */
export const coverFocusSchema = z.union(
  [
    z.enum(['center', 'top', 'bottom', 'left', 'right']),
    z.object({ x: percent, y: percent }).strict(),
  ],
  {
    error: "must be 'center', 'top', 'bottom', 'left', 'right' or { x, y } in percent (0 to 100)",
  },
);

/** One showcased project. The slider shows the list in its order, in panels of five. */
export const projectSchema = z.strictObject({
  /** Stable positive whole number, unique; the `/portofolio/[id]` URL segment. Need not be contiguous. */
  id: z
    .number({ error: 'must be a positive whole number' })
    .refine((value) => Number.isSafeInteger(value) && value >= 1, {
      error: 'must be a positive whole number',
    }),
  /**
   * Image public id: the file `public/images/<image>.jpg` (or .png, .webp, .avif) of any size (the
   * build reads its size), and its Cloudinary public id when Cloudinary delivers the images.
   */
  image: text(),
  /**
   * Optional focal point of the cover, kept by every crop (slider card, phone grid, quick view,
   * project hero, a phone's strip, share image): 'center' (default) | 'top' | 'bottom' | 'left' |
   * 'right' | { x, y } in percent from the top left corner.
   */
  focus: coverFocusSchema.optional(),
  /** What the cover shows, for people who cannot see it. */
  alt: text(),
  /** Project name as written; pages upper-case it where the design asks. */
  name: text(),
  /** One line on what kind of product it is, used on cards and share images. */
  kind: text(),
  /**
   * Optional: the card's width in the desktop slider, as a CSS size string (e.g. '26rem');
   * default: by its shape (`class`), 26rem landscape, 23rem square, 20rem portrait.
   */
  width: z
    .string()
    .regex(CARD_WIDTH, {
      error: (issue) =>
        `must be a length with its unit, e.g. '26rem' or '420px' (got ${JSON.stringify(issue.input)})`,
    })
    .optional(),
  /**
   * Optional: the card's shape in the desktop slider, 'landscape' | 'portrait' | 'square';
   * default: the cover's own (a phone screenshot makes a portrait card).
   */
  class: projectLayoutSchema.optional(),
  /** Optional: horizontal mouse-parallax factor, 0.1-0.5; default: by its place in the panel. */
  factoryX: parallax.optional(),
  /** Optional: vertical mouse-parallax factor, 0.1-0.5; default: by its place in the panel. */
  factoryY: parallax.optional(),
  /** Two to four sentences on the tech stack and the owner's role. */
  description: text(),
  /** The main tools used, shown as tags (each links to its tag page). */
  stack: z
    .array(text('must name a tool'), {
      error: (issue) =>
        typeof issue.input === 'string'
          ? `must be a list of tools, one string each: ['React', 'Sass'] (got '${issue.input}')`
          : 'must list at least one tool',
    })
    .min(1, { error: 'must list at least one tool' }),
  /**
   * Optional address of the running product, e.g. 'https://tokoku.example.com': an absolute
   * https:// URL. Shown as a button on the project page, its cards, the quick view and the CV.
   */
  site: httpsUrl.optional(),
  /**
   * Optional address of the code, e.g. 'https://github.com/you/tokoku': an absolute https:// URL.
   * GitHub, GitLab and Bitbucket get their icon and name; any other host a plain link.
   */
  source: httpsUrl.optional(),
  /** Optional demo video link (YouTube). A missing `https://` is added by the loader. */
  url: z.string().optional(),
  /** The demo video's upload date, YYYY-MM-DD (search engines show a video result only with it). */
  videoUploadDate: z.string().optional(),
});

/** One job or internship in the Experience section. */
export const experienceEntrySchema = z.strictObject({
  /** Stable key, used for element ids. */
  id: entryKey(),
  /**
   * First month as data, 'YYYY-MM' (e.g. '2022-10'); every page writes it in its own language
   * ('Oct 2022', 'Okt 2022'). 'Oct 2022' and a bare year are read too.
   */
  start: text(),
  /** Last month, 'YYYY-MM' (e.g. '2023-01'), or 'present' for a job you still have. */
  end: text(),
  /** Role name (e.g. 'Frontend Developer Intern'). */
  role: text(),
  /** Company or organisation. */
  company: text(),
  /** What the owner did there, a few sentences; truncated until the entry is expanded. */
  description: text(),
});

/** One tool or skill shown with its logo. */
export const skillSchema = z.strictObject({
  /** Stable key, used for element ids. */
  id: entryKey(),
  /** Display name, exactly as the spec spells it; also the skill's accessible name. */
  name: text(),
  /** One short sentence on how the owner uses it; shown on hover, focus and tap. At most 90 characters. */
  description: text().refine((value) => value.length <= SKILL_DESCRIPTION_MAX, {
    error: (issue) =>
      `is ${String(issue.input).length} characters; keep it to ${SKILL_DESCRIPTION_MAX}`,
  }),
  /**
   * The tool as the projects' `stack` spells it, when the skill's name differs (e.g. 'PostgreSQL'
   * for 'Postgres'); default: the name. A skill some project uses links to that tool's tag page.
   */
  tool: z.string().optional(),
  /** Brand mark: a slug from simple-icons (https://simpleicons.org, e.g. 'react', 'vuedotjs'). Omit for a monogram. */
  icon: z.string().optional(),
  /** Letters drawn when there is no brand mark (1-3); default: the name if short, else its initials. */
  monogram: z
    .string()
    .refine((value) => value.trim().length > 0 && value.trim().length <= MONOGRAM_MAX, {
      error: `must have 1 to ${MONOGRAM_MAX} characters`,
    })
    .optional(),
});

/** A titled group of skills. */
export const skillGroupSchema = z.strictObject({
  /** Stable key: element ids, and what another language's words are keyed by. */
  id: entryKey(),
  /** Group title as shown, in the default language's words (e.g. 'Language', 'Bahasa Pemrograman'). */
  title: text(),
  /** The skills in display order. */
  items: z.array(skillSchema),
});

// ------------------------------------------------------------------------------------------------
// The owner

/** A link to one of the owner's social profiles. */
export const socialLinkSchema = z.strictObject({
  /**
   * Which network, in lowercase, also picks the icon. These have their own mark: 'instagram',
   * 'github', 'linkedin', 'gitlab', 'x', 'youtube', 'facebook', 'tiktok', 'dribbble', 'medium',
   * 'telegram' and 'website' (a blog or a site of the owner's); any other ('mastodon',
   * 'behance', …) is drawn as a link.
   */
  network: z.string().regex(NETWORK_NAME, {
    error: 'must be a network\'s name in lowercase letters, digits and dashes, e.g. "gitlab"',
  }),
  /** Visible or accessible label, e.g. 'GitHub': an icon link's only name for a screen reader. */
  label: text(),
  /** Absolute profile URL. */
  href: z.string().regex(/^https?:\/\//, { error: 'must be an absolute URL' }),
});

/**
 * The home page's sections a top-bar link can lead to, by the id each section's element has
 * (components/home/: Hero, WorkSection, ExperienceSection, SkillsSection).
 */
export const NAV_SECTION_IDS = ['summary', 'my-work', 'experience', 'skills'] as const;

/** One in-page navigation target. */
export const navItemSchema = z.strictObject({
  /** Which section of the home page: 'summary', 'my-work', 'experience' or 'skills'. */
  sectionId: z.enum(NAV_SECTION_IDS, {
    error: (issue) =>
      `must be one of the home page's sections, ${NAV_SECTION_IDS.map((id) => `'${id}'`).join(', ')} (got ${JSON.stringify(issue.input)})`,
  }),
  /** Label in the top bar (spec spelling: Sumary, My Work, Experience, Skils). */
  label: text(),
  /** Label of the earlier bar variant repeated in the quick-view overlay (SUMMARY, ...). */
  overlayLabel: text(),
});

/** The owner's identity and everything site-wide. */
export const siteSchema = z.strictObject({
  /** First name, shown as the brand. */
  firstName: text(),
  /** Full name for titles, metadata and JSON-LD. */
  fullName: text(),
  /** Hero greeting, e.g. "Hi, I'm Raka". */
  greeting: text(),
  /** Hero role text, e.g. 'Junior Frontend Developer'. */
  role: text(),
  /** One or two sentences under the role; also the default meta description. */
  intro: text(),
  /** Where the owner is based, for JSON-LD, the hero, the footer and the CV; the same in every language. */
  location: text(),
  /** Owner's e-mail address: mailto fallback of the contact form. */
  email,
  /** Profile photo public id: `public/images/<photo>.jpg` (or .png, .webp, .avif), any size. */
  photo: text(),
  /** Alt text of the profile photo. */
  photoAlt: text(),
  /**
   * Optional: where your face is in the photo, kept by every crop of it (the home page's square
   * frame, the share images): 'top', 'center', … or { x, y } in percent from its top left corner.
   * Without it a tall photo (a phone's) keeps its upper part, where a portrait's face is.
   */
  photoFocus: coverFocusSchema.optional(),
  /** Social profiles shown as round icons in the hero and the footer. */
  socials: z.array(socialLinkSchema),
  /**
   * Optional: a chat link that opens a messaging app (e.g. https://wa.me/<number>), shown in the
   * hero beside the social links. Leave it out, with `chatLabel`, if you have none.
   */
  chatUrl: httpsUrl.optional(),
  /** Label of the chat link (needed with `chatUrl`), e.g. 'Chat on WhatsApp'. */
  chatLabel: z.string().optional(),
  /** The four section links of the top bar. */
  nav: z
    .array(navItemSchema)
    .length(4, { error: 'must list the four sections' })
    .superRefine((items, context) => {
      const seen = new Set<string>();
      for (const item of items) {
        if (seen.has(item.sectionId)) {
          context.addIssue({
            code: 'custom',
            message: `leads to section '${item.sectionId}' twice: list each of ${NAV_SECTION_IDS.map((id) => `'${id}'`).join(', ')} once`,
          });
        }
        seen.add(item.sectionId);
      }
    }),
  /** Label of the top bar's call-to-action button; it targets the contact section. */
  contactLabel: text(),
  /** Id of the contact section: a word of letters, digits and dashes ('contact', 'kontak'). */
  contactSectionId: z.string().regex(HTML_ID, { error: htmlIdMessage }),
});

// ------------------------------------------------------------------------------------------------
// The CV

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+\.[^\s]+$/;
const absoluteUrl = z.string().refine((value) => ABSOLUTE_URL.test(value), {
  error: (issue) => `must be an absolute http(s) URL (got "${String(issue.input)}")`,
});

/** One school, university or course of study on the CV. */
export const educationEntrySchema = z.strictObject({
  /** Stable key, used for element ids. */
  id: entryKey(),
  /** School or university, as written. */
  institution: text(),
  /** Kind of degree or certificate of study, e.g. 'Bachelor of Computer Science'. */
  studyType: text(),
  /** Field of study, e.g. 'Informatics'. */
  area: text(),
  /** First month, written like the experience dates ('Aug 2018', 'August 2018', '2018-08' or '2018'). */
  start: text(),
  /** Last month in the same forms, or 'Present'. */
  end: text(),
  /** Optional grade as written, e.g. 'GPA 3.6 / 4.0'. */
  score: z.string().optional(),
  /** Optional absolute URL of the institution. */
  url: absoluteUrl.optional(),
});

/** A language the owner speaks. */
export const spokenLanguageSchema = z.strictObject({
  /** Language name, e.g. 'English'. */
  language: text(),
  /** Level as the owner describes it, e.g. 'Native', 'Professional working (B2)'. */
  fluency: text(),
});

/** A certificate or course completion on the CV. */
export const certificateSchema = z.strictObject({
  /** Stable key. */
  id: entryKey(),
  /** Certificate name as issued. */
  name: text(),
  /** Who issued it. */
  issuer: text(),
  /** When, in the experience date forms ('Mar 2023', '2023-03', '2023'). */
  date: text(),
  /** Optional absolute URL where it can be verified. */
  url: absoluteUrl.optional(),
});

/**
 * Recruiter quick facts, shown as a strip in the hero and at the top of /cv. Every field is
 * optional; a field left out is not shown, and with none set the strip is not shown at all.
 * The location itself comes from `site.location`.
 */
export const quickFactsSchema = z.strictObject({
  /** Open to work, and from when, written like the other dates ('Jan 2027'); omit `from` for now. */
  availability: z.strictObject({ openToWork: z.boolean(), from: z.string().optional() }).optional(),
  /** Roles the owner is looking for, e.g. ['Frontend Developer', 'React Developer']. */
  rolesWanted: z.array(text()).optional(),
  /** IANA time zone, e.g. 'Asia/Jakarta'; shown as its UTC offset beside `site.location`. */
  timeZone: z.string().optional(),
  /** Work authorisation in the owner's words, e.g. 'EU work permit; no sponsorship needed'. */
  workAuthorisation: text('must not be empty; leave it out instead').optional(),
  /** Absolute URL of a booking page (Cal.com, Calendly…) for a first call. */
  calendarUrl: absoluteUrl.optional(),
});

/** Paper size of the generated CV PDF. */
export const cvPaperSizeSchema = z.enum(['A4', 'LETTER'], {
  error: (issue) => `must be 'A4' or 'LETTER' (got "${String(issue.input)}")`,
});

/**
 * What the CV adds to the rest of content/. Name, role, contact, experience, skills and projects
 * are read from site.ts, experience.ts, skills.ts and projects.ts, never repeated here.
 */
export const cvContentSchema = z.strictObject({
  /**
   * Three or four sentences at the top of the CV. Never type a count: `{projectCount}` and
   * `{experienceCount}` become the number of projects and of experience entries, in words.
   */
  summary: text(),
  /** Ids of the projects the CV lists, in order (two to four fit one page). */
  projectIds: z.array(z.number()).min(1, { error: 'must name a project' }),
  /** Which of `site.socials` the CV lists as contact links. */
  profileNetworks: z.array(socialLinkSchema.shape.network),
  /** Schools and degrees, newest first. */
  education: z.array(educationEntrySchema),
  /** Languages spoken. */
  languages: z.array(spokenLanguageSchema),
  /** Certificates and courses, newest first; may be empty. */
  certificates: z.array(certificateSchema),
  /** Optional recruiter quick facts; leave out to show none. */
  quickFacts: quickFactsSchema.optional(),
  /** Paper size of the generated PDF. */
  paperSize: cvPaperSizeSchema,
  /**
   * Your own CV instead of the generated one: a PDF under `public/`, e.g. '/files/my-cv.pdf'
   * (anywhere but `public/cv/`, where the generated CV is served). Leave out to use the generated PDF.
   */
  ownPdfPath: z.string().optional(),
});

// ------------------------------------------------------------------------------------------------
// Writing (MDX front matter)

const trimmed = (message = 'must not be empty') =>
  z.string({ error: message }).trim().min(1, { error: message });

/** The cover image of a note: an image id under `public/images/` (no extension); the build reads its size. */
export const coverSchema = z.strictObject({
  /** Image id under public/images, without extension (or a Cloudinary public id). */
  src: trimmed('must be an image id under public/images, without extension'),
  /** What the image shows. */
  alt: trimmed('must describe the image'),
});

const isoDate = z.iso.date({ error: 'must be YYYY-MM-DD' });

/** Front matter of a note (`content/notes/<slug>/<lang>.mdx`). */
export const noteFrontMatterSchema = z
  .strictObject({
    /** Title of the note, as shown and in feeds. */
    title: trimmed(),
    /** One or two sentences: the list's teaser, the meta description and the feed summary. */
    summary: trimmed(),
    /** Publication day, YYYY-MM-DD. */
    date: isoDate,
    /** Day of the last real change, YYYY-MM-DD, not before `date`. */
    updated: isoDate.optional(),
    /** Tags, spelled like the projects' stack where they name the same tool. */
    tags: z
      .array(trimmed('must not contain an empty tag'), { error: 'must be a list of tags' })
      .default([]),
    /** Optional cover, shown at the top and in link previews. */
    cover: coverSchema.optional(),
    /** A draft is built in development only, never in production. */
    draft: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .refine((note) => !note.updated || note.updated >= note.date, {
    error: 'must not be before "date"',
    path: ['updated'],
  });

/** Front matter of a case study (`content/case-studies/<projectId>/<lang>.mdx`). */
export const caseStudyFrontMatterSchema = z.strictObject({
  /** Heading of the case study on the project page. */
  title: trimmed(),
  /** One sentence under the heading. */
  summary: trimmed(),
  /** Whether to show a table of contents of the case study's sections. */
  toc: z.boolean({ error: 'must be true or false' }).default(false),
});
