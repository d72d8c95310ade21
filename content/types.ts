/**
 * The shapes of everything the owner edits in `content/`.
 * Plain strings and numbers only, so the same data feeds pages, metadata, JSON-LD and tests.
 */

/** How a project image sits in the desktop slider. Allowed: 'portrait' | 'landscape' | 'square'. */
export type ProjectLayout = 'portrait' | 'landscape' | 'square';

/** One showcased project. Ids 1-5 form slider panel 1, ids 6-10 panel 2. */
export interface Project {
  /** Stable number 1-10; also the `/portofolio/[id]` URL segment. */
  id: number;
  /** Image public id: a Cloudinary public id, and the file `public/images/<image>.webp` locally. */
  image: string;
  /** Intrinsic width of the cover image in pixels. */
  imageWidth: number;
  /** Intrinsic height of the cover image in pixels. */
  imageHeight: number;
  /** What the cover shows, for people who cannot see it. */
  alt: string;
  /** Project name as written; pages upper-case it where the design asks. */
  name: string;
  /** One line on what kind of product it is, used on cards and share images. */
  kind: string;
  /** Width of the image in the desktop slider, as a CSS size string (e.g. '26rem'). */
  width: string;
  /** Slider layout and hover-width variant of the card. */
  class: ProjectLayout;
  /** Horizontal mouse-parallax factor, 0.1-0.5. */
  factoryX: number;
  /** Vertical mouse-parallax factor, 0.1-0.5. */
  factoryY: number;
  /** Two to four sentences on the tech stack and the owner's role. */
  description: string;
  /** The main tools used, shortest first is not required; shown as tags. */
  stack: string[];
  /** Optional demo video link (YouTube). A missing `https://` is added by the loader. */
  url?: string;
  /** The demo video's upload date, YYYY-MM-DD (search engines show a video result only with it). */
  videoUploadDate?: string;
}

/** One job or internship in the Experience section. */
export interface ExperienceEntry {
  /** Stable key, used for element ids. */
  id: string;
  /** First month, as shown (e.g. 'Oct 2022'). */
  start: string;
  /** Last month, as shown (e.g. 'Jan 2023'). */
  end: string;
  /** Role name (e.g. 'Frontend Developer Intern'). */
  role: string;
  /** Company or organisation. */
  company: string;
  /** What the owner did there, a few sentences; truncated until the entry is expanded. */
  description: string;
}

/** One tool or skill shown with its logo. */
export interface Skill {
  /** Stable key, used for element ids. */
  id: string;
  /** Display name, spelled as the owner wants it shown; also the skill accessible name. */
  name: string;
  /** One short sentence on how the owner uses it; shown on hover, focus and tap. At most 90 characters. */
  description: string;
  /** Brand mark: a slug from simple-icons (https://simpleicons.org, e.g. 'react', 'vuedotjs'). Omit for a monogram. */
  icon?: string;
  /** Letters drawn when there is no brand mark (1-3); default: the name if short, else its initials. */
  monogram?: string;
}

/** A titled group of skills. Allowed titles: 'Language' | 'Library' | 'Frameworks' | 'Other'. */
export interface SkillGroup {
  /** Stable key. */
  id: string;
  /** Group title as shown. */
  title: 'Language' | 'Library' | 'Frameworks' | 'Other';
  /** The skills in display order. */
  items: Skill[];
}

/** A link to one of the owner's social profiles. */
export interface SocialLink {
  /** Which network, also picks the icon. Allowed: 'instagram' | 'github' | 'linkedin'. */
  network: 'instagram' | 'github' | 'linkedin';
  /** Visible or accessible label, e.g. 'GitHub'. */
  label: string;
  /** Absolute profile URL. */
  href: string;
}

/** One in-page navigation target. */
export interface NavItem {
  /** Id of the section element on the home page. */
  sectionId: string;
  /** Label in the top bar (English keeps its original spelling: Sumary, My Work, Experience, Skils). */
  label: string;
  /** Label of the earlier bar variant repeated in the quick-view overlay (SUMMARY, ...). */
  overlayLabel: string;
}

/** The owner's identity and everything site-wide. */
export interface Site {
  /** First name, shown as the brand. */
  firstName: string;
  /** Full name for titles, metadata and JSON-LD. */
  fullName: string;
  /** Hero greeting, e.g. "Hi, I'm Raka". */
  greeting: string;
  /** Hero role text, e.g. 'Junior Frontend Developer'. */
  role: string;
  /** One or two sentences under the role; also the default meta description. */
  intro: string;
  /** Where the owner is based, for JSON-LD and the footer. */
  location: string;
  /** Owner's e-mail address: mailto fallback of the contact form. */
  email: string;
  /** Profile photo public id: `public/images/<photo>.webp` locally. */
  photo: string;
  /** Alt text of the profile photo. */
  photoAlt: string;
  /** Intrinsic size of the profile photo. */
  photoWidth: number;
  /** Intrinsic size of the profile photo. */
  photoHeight: number;
  /** Social profiles shown as round icons in the hero and the footer. */
  socials: SocialLink[];
  /** Chat link that opens a messaging app (e.g. https://wa.me/<number>). */
  chatUrl: string;
  /** Label of the chat link. */
  chatLabel: string;
  /** File name offered when the CV PDF is downloaded (the PDF itself: see `content/cv.ts`). */
  cvFileName: string;
  /** The four section links of the top bar. */
  nav: NavItem[];
  /** Label of the top bar's call-to-action button; it targets the contact section. */
  contactLabel: string;
  /** Id of the contact section. */
  contactSectionId: string;
}

/** One school, university or course of study on the CV. */
export interface EducationEntry {
  /** Stable key, used for element ids. */
  id: string;
  /** School or university, as written. */
  institution: string;
  /** Kind of degree or certificate of study, e.g. 'Bachelor of Computer Science'. */
  studyType: string;
  /** Field of study, e.g. 'Informatics'. */
  area: string;
  /** First month, written like the experience dates ('Aug 2018', 'August 2018', '2018-08' or '2018'). */
  start: string;
  /** Last month in the same forms, or 'Present'. */
  end: string;
  /** Optional grade as written, e.g. 'GPA 3.6 / 4.0'. */
  score?: string;
  /** Optional absolute URL of the institution. */
  url?: string;
}

/** A language the owner speaks. */
export interface SpokenLanguage {
  /** Language name, e.g. 'English'. */
  language: string;
  /** Level as the owner describes it, e.g. 'Native', 'Professional working (B2)'. */
  fluency: string;
}

/** A certificate or course completion on the CV. */
export interface Certificate {
  /** Stable key. */
  id: string;
  /** Certificate name as issued. */
  name: string;
  /** Who issued it. */
  issuer: string;
  /** When, in the experience date forms ('Mar 2023', '2023-03', '2023'). */
  date: string;
  /** Optional absolute URL where it can be verified. */
  url?: string;
}

/**
 * Recruiter quick facts, shown as a strip in the hero and at the top of /cv. Every field is
 * optional; a field left out is not shown, and with none set the strip is not shown at all.
 * The location itself comes from `site.location`.
 */
export interface QuickFacts {
  /** Open to work, and from when, written like the other dates ('Jan 2027'); omit `from` for now. */
  availability?: { openToWork: boolean; from?: string };
  /** Roles the owner is looking for, e.g. ['Frontend Developer', 'React Developer']. */
  rolesWanted?: string[];
  /** IANA time zone, e.g. 'Asia/Jakarta'; shown as its UTC offset beside `site.location`. */
  timeZone?: string;
  /** Work authorisation in the owner's words, e.g. 'EU work permit; no sponsorship needed'. */
  workAuthorisation?: string;
  /** Absolute URL of a booking page (Cal.com, Calendly…) for a first call. */
  calendarUrl?: string;
}

/** Paper size of the generated CV PDF. Allowed: 'A4' | 'LETTER'. */
export type CvPaperSize = 'A4' | 'LETTER';

/**
 * What the CV adds to the rest of content/. Name, role, contact, experience, skills and projects
 * are read from site.ts, experience.ts, skills.ts and projects.ts, never repeated here.
 */
export interface CvContent {
  /** Three or four sentences at the top of the CV. */
  summary: string;
  /** Ids of the projects the CV lists, in order (two to four fit one page). */
  projectIds: number[];
  /** Which of `site.socials` the CV lists as contact links. */
  profileNetworks: SocialLink['network'][];
  /** Schools and degrees, newest first. */
  education: EducationEntry[];
  /** Languages spoken. */
  languages: SpokenLanguage[];
  /** Certificates and courses, newest first; may be empty. */
  certificates: Certificate[];
  /** Optional recruiter quick facts; leave out to show none. */
  quickFacts?: QuickFacts;
  /** Paper size of the generated PDF. */
  paperSize: CvPaperSize;
  /**
   * Your own CV instead of the generated one: a PDF under `public/`, e.g. '/files/my-cv.pdf'
   * (anywhere but `public/cv/`, where the generated CV is served). Leave out to use the generated PDF.
   */
  ownPdfPath?: string;
}
