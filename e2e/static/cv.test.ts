/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import resumeSchema from '@jsonresume/schema/schema.json';
import { cv, experience, site, skillGroups } from '@/content';
import { cvFileName } from '@/lib/cv/file-name';
import { interDraws } from '@/lib/fonts/inter';
import { OWNER_FONTS_FOLDER, ownerFontFamilies } from '@/lib/fonts/owner-fonts';
import { pdfPageCount } from '@/lib/cv/pdf-pages';
import { projects } from '@/lib/content/projects';
import {
  attributeValues,
  builtSite,
  fileForUrlPath,
  itWhen,
  TESTED_SITE,
  testedContentDir,
} from '../support/static-files';
import { onSampleContent } from '../support/sample-content';
import { beyondWindows1252, withoutEmoji } from '../support/text';
import { embeddedFontNames, unmappedLetters } from '@/test/pdf-fonts';

/**
 * The CV's files in the exported build, read with no browser: the PDF and its font, resume.json
 * against the JSON Resume schema, the /cv page's JSON-LD and scripts.
 */
const main = builtSite(TESTED_SITE);
const origin = main.siteUrl;

function served(urlPath: string): Buffer {
  const file = fileForUrlPath(main.serveDir, urlPath);
  if (!file) throw new Error(`${urlPath} is not served`);
  return fs.readFileSync(file);
}

/**
 * The owner's fonts for the letters Inter lacks (the tested site's content/fonts/), as the build
 * reads them.
 */
const ownerFonts = ownerFontFamilies(path.join(testedContentDir, OWNER_FONTS_FOLDER)).flatMap(
  (family) => family.fonts,
);

describe('the CV PDF', () => {
  // Its text and links are read with pdf.js in e2e/cv.spec.ts (pdf.js needs ES modules, which
  // this Jest setup does not load); here, the file and its font.
  const bytes = served(`/cv/${cvFileName(site.fullName)}`).toString('latin1');

  test("is served under the owner's file name, as a PDF", () => {
    expect(bytes.startsWith('%PDF-')).toBe(true);
  });

  if (onSampleContent) {
    // Its Indonesian words run a few lines longer than its page: the compact layout takes them,
    // rather than leaving the third project alone on a second page.
    test.each(['en', 'id'])("the sample's CV in %s is one A4 page", (language) => {
      const file = cvFileName(site.fullName, language === 'en' ? undefined : language);
      expect(pdfPageCount(served(`/cv/${file}`))).toBe(1);
    });
  }

  // The owner's words beyond the readers' built-in Helvetica (the other owner's city, 'Đà Nẵng'),
  // as the PDF draws them (without emoji). Other words may need Inter too: only the sample's are
  // known to fit Helvetica.
  const beyondHelvetica = beyondWindows1252(
    withoutEmoji(`${site.fullName} ${site.location} ${site.role}`),
  );

  if (onSampleContent) {
    test("is set in the readers' built-in Helvetica, embedding no font file", () => {
      expect(bytes).toMatch(/\/BaseFont \/Helvetica\b/);
      expect(bytes).toMatch(/\/BaseFont \/Helvetica-Bold\b/);
      expect(bytes).not.toMatch(/\/FontFile/);
    });
  } else if (beyondHelvetica.length > 0) {
    test(`is set in Inter, embedded, which draws ${beyondHelvetica.join(' ')} and maps them back to text`, () => {
      expect(embeddedFontNames(bytes)).toEqual(
        expect.arrayContaining(['Inter-Regular', 'Inter-Bold']),
      );
      expect(bytes).toMatch(/\/FontFile2/);
      expect(bytes).not.toMatch(/\/BaseFont \/Helvetica/);
      expect(unmappedLetters(bytes, beyondHelvetica)).toEqual([]);
    });
  } else {
    test('is set in the built-in Helvetica, or in Inter embedded whole where a word needs it', () => {
      expect(bytes).toMatch(/\/BaseFont \/(Helvetica\b|[A-Z]{6}\+Inter-Regular\b)/);
      if (/\+Inter-Regular\b/.test(bytes)) expect(bytes).toMatch(/\/FontFile2/);
    });
  }

  // The letters of its projects' names that Inter lacks (the other owner's 'Urban Print 東京'),
  // which the owner's font in content/fonts/ has.
  const cvProjectNames = cv.projectIds.map((id) => projects.find((p) => p.id === id)?.name ?? '');
  const beyondInter = [...new Set(withoutEmoji(cvProjectNames.join(' ')))].filter(
    (letter) => letter.trim() !== '' && !interDraws(letter),
  );
  itWhen(
    ownerFonts.length > 0 && beyondInter.length > 0,
    'no font in content/fonts/, or no project of the CV has a letter Inter lacks',
  )(
    `draws ${beyondInter.join(' ') || 'what Inter lacks'} in the owner's font, embedded and mapped back to text`,
    () => {
      const embedded = embeddedFontNames(bytes);
      expect(
        ownerFonts.map(({ font }) => font.postscriptName).filter((name) => embedded.includes(name)),
      ).not.toEqual([]);
      expect(unmappedLetters(bytes, beyondInter)).toEqual([]);
    },
  );
});

describe('resume.json', () => {
  const resume = JSON.parse(served('/resume.json').toString('utf8')) as {
    basics: { name: string; url: string };
    work: { name: string; position: string }[];
    projects: { name: string; url: string }[];
  };

  test('follows the JSON Resume schema shipped in @jsonresume/schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(resumeSchema);
    expect(validate(resume) ? [] : validate.errors).toEqual([]);
  });

  test('says what the site says', () => {
    expect(resume.basics).toMatchObject({ name: site.fullName, url: `${origin}/` });
    expect(resume.work.map((job) => `${job.position} @ ${job.name}`)).toEqual(
      experience.map((entry) => `${entry.role} @ ${entry.company}`),
    );
  });

  test("links each project's running site, else its code, else its page here", () => {
    expect(resume.projects).toEqual(
      cv.projectIds.map((id) => {
        const project = projects.find((entry) => entry.id === id)!;
        return expect.objectContaining({
          name: project.name,
          url: project.site ?? project.source ?? `${origin}/portofolio/${id}`,
        });
      }),
    );
  });
});

describe('the /cv page', () => {
  const html = served('/cv').toString('utf8');

  test('describes the owner as a Person with occupation, schools, skills and languages', () => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    const person = blocks
      .map((block) => JSON.parse(block[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Person');
    expect(person).toMatchObject({
      name: site.fullName,
      mainEntityOfPage: `${origin}/cv`,
      hasOccupation: { '@type': 'Occupation', name: site.role },
      alumniOf: cv.education.map((entry) => ({
        '@type': 'EducationalOrganization',
        name: entry.institution,
      })),
      knowsAbout: skillGroups.flatMap((group) => group.items.map((item) => item.name)),
      knowsLanguage: cv.languages.map((entry) => entry.language),
    });
  });

  test('loads no JavaScript of its own: only what every page (the 404 page) loads', () => {
    const scripts = (page: string) => new Set(attributeValues(page, 'script', 'src'));
    const shared = scripts(fs.readFileSync(path.join(main.outDir, '404.html'), 'utf8'));
    expect([...scripts(html)].filter((src) => !shared.has(src))).toEqual([]);
  });
});
