/**
 * The site's content in one language: the owner's data with that language's words laid over it
 * (`content/translations/<code>/`), every interface word, and the sentences that name the owner
 * filled in from `content/site.ts`, so the name and role are typed once. Server only: a page
 * receives its own language's words and nothing of the others.
 */
import 'server-only';
import { cv, defaultCopy, experience, site, skillGroups, translations } from '@/content';

import type {
  CopyWords,
  CountedText,
  CvContent,
  ExperienceEntry,
  LanguageInfo,
  LanguageWords,
  Project,
  Site,
  SkillGroup,
} from '@/content';
import { countedText, fillTemplate, spellNumber, type TemplateValues } from '@/lib/content/copy';
import { emptyHomeSections } from '@/lib/content/home-sections';
import { projects as defaultProjects } from '@/lib/content/projects';
import { buildCv, type CvModel } from '@/lib/cv/build';
import { cvDownloadName, cvFileName } from '@/lib/cv/file-name';
import { defaultLanguage, languageInfo, languagePath, type Language } from '@/lib/i18n/languages';

/** Everything a page shows, in one language. */
export interface LocalizedContent extends CopyWords {
  /** The language: its code, name and locale. */
  language: LanguageInfo;
  site: Site;
  projects: Project[];
  experience: ExperienceEntry[];
  skillGroups: SkillGroup[];
  cv: CvContent;
  /** The CV as the /cv page, its PDF, `resume.json` and the hero's quick facts show it. */
  cvModel: CvModel;
  /** A counted sentence for `count`, in this language's number words and plural rules. */
  counted: (forms: CountedText, count: number, values?: TemplateValues) => string;
  /** A route path in this language ('/cv' → '/id/cv'). */
  path: (routePath: string) => string;
}

/** Replaces the owner's placeholders in every string of a value, deeply. */
function fillOwner<T>(value: T, owner: TemplateValues): T {
  if (typeof value === 'string') return fillTemplate(value, owner) as T;
  if (Array.isArray(value)) return value.map((item) => fillOwner(item, owner)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillOwner(item, owner)]),
    ) as T;
  }
  return value;
}

/** The owner's data with another language's words laid over it (every word must be there). */
function overlay(words: LanguageWords) {
  const { nav, ...siteWords } = words.site;
  const localSite: Site = {
    ...site,
    ...siteWords,
    nav: site.nav.map((item) => ({ ...item, ...nav[item.sectionId] })),
  };
  const projects = defaultProjects.map((project) => ({
    ...project,
    ...words.projects[project.id],
  }));
  const localExperience = experience.map((entry) => ({ ...entry, ...words.experience[entry.id] }));
  const localSkillGroups = skillGroups.map((group) => ({
    ...group,
    title: words.skills.groups[group.id]?.title ?? group.title,
    items: group.items.map((skill) => ({ ...skill, ...words.skills.items[skill.id] })),
  }));
  const localCv: CvContent = {
    ...cv,
    summary: words.cv.summary,
    education: cv.education.map((entry) => ({ ...entry, ...words.cv.education[entry.id] })),
    languages: cv.languages.map((entry, index) => ({ ...entry, ...words.cv.languages[index] })),
    certificates: cv.certificates.map((entry) => ({
      ...entry,
      ...words.cv.certificates[entry.id],
    })),
    quickFacts: cv.quickFacts && {
      ...cv.quickFacts,
      ...words.cv.quickFacts,
      rolesWanted: [...(words.cv.quickFacts?.rolesWanted ?? cv.quickFacts.rolesWanted ?? [])],
    },
  };
  return {
    site: localSite,
    projects,
    experience: localExperience,
    skillGroups: localSkillGroups,
    cv: localCv,
    copy: words.copy,
  };
}

const cache = new Map<Language, LocalizedContent>();

/** The content of the site in `code` (the language must be one of `content/languages.ts`). */
export function contentFor(code: Language): LocalizedContent {
  const cached = cache.get(code);
  if (cached) return cached;
  const language = languageInfo(code);
  const words = code === defaultLanguage ? undefined : translations[code];
  if (code !== defaultLanguage && !words) {
    throw new Error(`No words for language "${code}": add content/translations/${code}/`);
  }
  const base = words
    ? overlay(words)
    : {
        site,
        projects: defaultProjects,
        experience,
        skillGroups,
        cv,
        copy: defaultCopy,
      };
  // Sentences name the owner through {firstName}, {fullName} and {role}: typed once, in site.ts.
  // Counts are never typed: {projectCount} and {experienceCount} are the lists' lengths, written
  // in this language's number words.
  const spell = (count: number) =>
    spellNumber(count, base.copy.commonCopy.numberWords, language.locale);
  const owner = {
    firstName: site.firstName,
    fullName: site.fullName,
    role: base.site.role,
    projectCount: spell(base.projects.length),
    experienceCount: spell(base.experience.length),
  };
  // A section with nothing to show is not on the home page: no link leads to it.
  const emptySections = emptyHomeSections(base);
  const filledSite = fillOwner(base.site, owner);
  const localSite: Site = {
    ...filledSite,
    nav: filledSite.nav.filter((item) => !emptySections.has(item.sectionId)),
  };
  const localCv = fillOwner(base.cv, owner);
  const copy = fillOwner(base.copy, owner);
  const path = (routePath: string) => languagePath(code, routePath);
  // The CV files of another language than the default say which ('…-CV-ID.pdf').
  const fileLanguage = code === defaultLanguage ? undefined : code;
  const content: LocalizedContent = {
    language,
    ...copy,
    site: localSite,
    projects: base.projects,
    experience: base.experience,
    skillGroups: base.skillGroups,
    cv: localCv,
    cvModel: buildCv(
      {
        site: localSite,
        cv: localCv,
        experience: base.experience,
        skillGroups: base.skillGroups,
        projects: base.projects,
        copy: copy.cvCopy,
        locale: language.locale,
        projectPath: (id) => path(`/portofolio/${id}`),
        pdfFileName: cvFileName(site.fullName, fileLanguage),
        pdfDownloadName: cvDownloadName(site.fullName, fileLanguage),
      },
      // Static export: "today" is the day of the build (a future availability date has come?).
      new Date(),
    ),
    counted: (forms, count, values) =>
      countedText(forms, count, values, copy.commonCopy.numberWords, language.locale),
    path,
  };
  cache.set(code, content);
  return content;
}
