/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, openSync, type Font } from 'fontkit';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import resumeSchema from '@jsonresume/schema/schema.json';
import { cv, experience, site, skillGroups } from '@/content';
import { cvFileName } from '@/lib/cv/file-name';
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
 * The letters of `letters` that no embedded font's ToUnicode map (a compressed stream) names: a
 * letter drawn from a font is mapped back to text there, so it can be searched and copied.
 */
function unmappedLetters(bytes: string, letters: string[]): string[] {
  const maps = [...bytes.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .filter((stream) => stream.includes('begincmap'))
    .join('\n')
    .toLowerCase();
  return letters.filter(
    (letter) => !maps.includes(`<${letter.codePointAt(0)!.toString(16).padStart(4, '0')}>`),
  );
}

/** The owner's fonts for the letters Inter lacks (content/fonts/), opened. */
const ownerFontsDir = path.join(testedContentDir, 'fonts');
const ownerFonts = (fs.existsSync(ownerFontsDir) ? fs.readdirSync(ownerFontsDir) : [])
  .filter((name) => /\.(ttf|otf)$/i.test(name))
  .map((name) => create(fs.readFileSync(path.join(ownerFontsDir, name))) as Font);

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
      expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular\b/);
      expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold\b/);
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
  const inter = openSync(
    path.join('node_modules', '@expo-google-fonts', 'inter', '400Regular', 'Inter_400Regular.ttf'),
  );
  const cvProjectNames = cv.projectIds.map((id) => projects.find((p) => p.id === id)?.name ?? '');
  const beyondInter = [...new Set(withoutEmoji(cvProjectNames.join(' ')))].filter(
    (letter) => letter.trim() !== '' && !inter.hasGlyphForCodePoint(letter.codePointAt(0)!),
  );
  itWhen(
    ownerFonts.length > 0 && beyondInter.length > 0,
    'no font in content/fonts/, or no project of the CV has a letter Inter lacks',
  )(
    `draws ${beyondInter.join(' ') || 'what Inter lacks'} in the owner's font, embedded and mapped back to text`,
    () => {
      const embedded = [...bytes.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
      expect(
        ownerFonts.map((font) => font.postscriptName).filter((name) => embedded.includes(name)),
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
