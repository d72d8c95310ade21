/**
 * @jest-environment node
 */
// pdf.js (inside unpdf) needs Node's own globals, not jsdom's; the HTML is read with a regex.
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { extractText, getDocumentProxy } from 'unpdf';
import resumeSchema from '@jsonresume/schema/schema.json';
import { cv, experience, site, skillGroups } from '@/content';
import { getProject } from '@/lib/projects';
import { attributeValues, builtSite, fileForUrlPath } from '../static-files';

/**
 * The CV's files in the exported build, read with no browser: the PDF (pages, text, links),
 * resume.json against the JSON Resume schema, the /cv page's JSON-LD and scripts.
 */
const main = builtSite('main');
const origin = main.siteUrl;
const cvProjects = cv.projectIds.map((id) => getProject(id)!);
const fold = (text: string) => text.replace(/\s+/g, ' ');

function served(urlPath: string): Buffer {
  const file = fileForUrlPath(main.serveDir, urlPath);
  if (!file) throw new Error(`${urlPath} is not served`);
  return fs.readFileSync(file);
}

describe('the CV PDF', () => {
  let pages: string[] = [];
  const links: string[] = [];

  beforeAll(async () => {
    // The owner's file name is the last segment, so every host saves it under that name.
    const pdf = await getDocumentProxy(new Uint8Array(served(`/cv/${site.cvFileName}`)));
    const { text } = await extractText(pdf, { mergePages: false });
    pages = text.map(fold);
    for (let number = 1; number <= pdf.numPages; number += 1) {
      for (const annotation of await (await pdf.getPage(number)).getAnnotations()) {
        if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url as string);
      }
    }
  });

  test('is one or two pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });

  test('has the owner and every experience entry as real text', () => {
    const text = pages.join(' ');
    expect(text).toContain(site.fullName);
    expect(text).toContain(site.role);
    expect(text).toContain(fold(cv.summary));
    for (const entry of experience) {
      expect(text).toContain(entry.role);
      expect(text).toContain(entry.company);
      expect(text).toContain(fold(entry.description));
    }
    for (const project of cvProjects) expect(text).toContain(project.name);
    for (const entry of cv.education) expect(text).toContain(entry.institution);
    for (const group of skillGroups) expect(text).toContain(group.title);
  });

  test('links the e-mail, the profiles, the portfolio and each project page', () => {
    expect(links).toContain(`mailto:${site.email}`);
    for (const network of cv.profileNetworks) {
      expect(links).toContain(site.socials.find((social) => social.network === network)!.href);
    }
    expect(links).toContain(`${origin}/`);
    for (const project of cvProjects) expect(links).toContain(`${origin}/portofolio/${project.id}`);
  });

  test('embeds its fonts', () => {
    const bytes = served(`/cv/${site.cvFileName}`).toString('latin1');
    expect(bytes).toMatch(/\/FontFile2/);
    expect(bytes).toMatch(/Inter-Regular/);
    expect(bytes).toMatch(/SpaceGrotesk-Bold/);
  });
});

describe('resume.json', () => {
  const resume = JSON.parse(served('/resume.json').toString('utf8')) as {
    basics: { name: string; url: string };
    work: { name: string; position: string }[];
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
