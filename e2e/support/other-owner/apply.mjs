/**
 * Turns a copy of the project into another owner's site, as a new owner would edit it: another
 * name, city (spelled in Vietnamese) and role, SIX projects with ids that are not 1-6 (and their
 * Indonesian words, CV picks and case studies following them, the case study of a removed project
 * deleted; one named partly in Japanese, with a font for it in content/fonts/), one note written in
 * English only, and two more languages (Vietnamese, and Arabic, written right to left) begun. The
 * `owner` test site (e2e/support/sites.mjs) is built from it, and the static checks, the sweep and the work section's tests run on it with its content/, so
 * a test that expects the sample's values fails there.
 *
 * The sample's files are edited, not replaced: a change of the content's shape elsewhere reaches
 * this site by itself. Each edit throws when it finds nothing to change, so a shape it no longer
 * understands is named at once instead of silently building the sample again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DoesNotFit } from '../sites.mjs';

/** The other owner's facts. */
export const OTHER_OWNER = {
  firstName: 'Sari',
  fullName: 'Sari Wulandari',
  role: 'Junior Web Developer',
  // A city spelled with letters beyond the PDF readers' built-in Helvetica: her CV PDF embeds Inter.
  location: 'Đà Nẵng, Vietnam',
};

/**
 * Her profiles: more than a phone's row holds, on networks beyond the sample's three, one of
 * which (Mastodon) has no mark of its own. The CV's picks (GitHub, LinkedIn) are among them. She
 * has no chat link.
 */
export const OTHER_OWNER_SOCIALS = [
  { network: 'github', label: 'GitHub', href: 'https://github.com/sari-wulandari' },
  { network: 'gitlab', label: 'GitLab', href: 'https://gitlab.com/sari-wulandari' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/sari-wulandari' },
  { network: 'x', label: 'X', href: 'https://x.com/sariwulandari' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@sariwulandari' },
  { network: 'dribbble', label: 'Dribbble', href: 'https://dribbble.com/sariwulandari' },
  { network: 'medium', label: 'Medium', href: 'https://medium.com/@sariwulandari' },
  { network: 'website', label: 'Blog', href: 'https://sari.example.com' },
  { network: 'mastodon', label: 'Mastodon', href: 'https://mastodon.social/@sari' },
];

/**
 * Which sample projects the other owner keeps, under which id: six, not contiguous, none where
 * it was (project 7 and its case study are gone; 3 and 4 keep theirs under their new ids).
 */
export const KEPT_PROJECTS = new Map([
  [1, 2],
  [2, 3],
  [3, 5],
  [4, 8],
  [6, 13],
  [10, 21],
]);

/** The name of one of her projects (the sample's second), a single word of 38 letters. */
export const LONG_NAME = 'PengelolaanKeuanganKoperasiDesaTerpadu';

/** A project's name in Latin and Japanese letters: the test font has these (test/fonts/). */
export const JAPANESE_NAME = 'Urban Print 東京';
/** The test fonts of her scripts (test/fonts/). */
const TEST_FONTS_DIR = path.join(import.meta.dirname, '..', '..', '..', 'test', 'fonts');

/** The folder of files this site adds (its English-only note). */
const FILES = path.join(import.meta.dirname, 'notes');

/** A file of a copy's content/, as the owner knows it (`content/…`). */
const contentPath = (file) => file.slice(file.lastIndexOf(`${path.sep}content${path.sep}`) + 1);

/** Replaces `pattern` in a file through `replace`; throws when nothing matched. */
function edit(file, pattern, replace, { optional = false } = {}) {
  if (!fs.existsSync(file)) {
    throw new DoesNotFit(
      `it is made by editing the sample's content, and ${contentPath(file)} is gone`,
    );
  }
  const source = fs.readFileSync(file, 'utf8');
  let matched = 0;
  const result = source.replace(pattern, (...args) => {
    matched += 1;
    return replace(...args);
  });
  if (matched === 0 && !optional) {
    throw new DoesNotFit(
      `it is made by editing the sample's content, and ${pattern} matched nothing in ${contentPath(file)}`,
    );
  }
  fs.writeFileSync(file, result);
}

/** Sets `field: '<value>'` on every line that has it. */
function setField(file, field, value, options) {
  edit(
    file,
    new RegExp(`^(\\s*${field}: )(['"]).*\\2`, 'gm'),
    (_, start) => `${start}'${value}'`,
    options,
  );
}

/**
 * Keeps the entries of an id-keyed list or record that the other owner keeps, under their new
 * ids. `entry` matches one whole entry and captures its id.
 */
function keepProjects(file, entry, renumber) {
  const found = new Set();
  edit(file, entry, (whole, id) => {
    found.add(Number(id));
    const newId = KEPT_PROJECTS.get(Number(id));
    return newId === undefined ? '' : renumber(whole, newId);
  });
  const missing = [...KEPT_PROJECTS.keys()].filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new DoesNotFit(
      `it is made from the sample's projects, and content/ has no project ${missing.join(', ')}`,
    );
}

/** @param {string} root a copy of the project */
export default function applyOtherOwner(root) {
  const content = (...parts) => path.join(root, 'content', ...parts);

  // Who she is: typed once, in site.ts (the other language, the CV's file names and the counted
  // sentences follow by themselves).
  for (const field of ['firstName', 'fullName', 'role', 'location']) {
    setField(content('site.ts'), field, OTHER_OWNER[field]);
  }
  // No chat link: she is reached by the form and her profiles.
  edit(content('site.ts'), /^ {2}chat(Url|Label): .*\n/gm, () => '');
  for (const language of fs.existsSync(content('translations'))
    ? fs.readdirSync(content('translations'))
    : []) {
    const words = content('translations', language, 'site.ts');
    if (fs.existsSync(words)) edit(words, /^ {2}chatLabel: .*\n/gm, () => '', { optional: true });
  }
  edit(
    content('site.ts'),
    /^( {2}socials: )\[[\s\S]*?^ {2}\],$/m,
    (_, start) => `${start}${JSON.stringify(OTHER_OWNER_SOCIALS, null, 2).replace(/\n/g, '\n  ')},`,
  );

  // Her six projects.
  keepProjects(
    content('projects.ts'),
    /^ {2}\{\n {4}id: (\d+),\n[\s\S]*?^ {2}\},\n/gm,
    (whole, id) => whole.replace(/^( {4}id: )\d+/m, `$1${id}`),
  );
  // And their words in every other language the content has (Indonesian in the sample; English
  // for an owner who writes in Indonesian first).
  const translations = content('translations');
  for (const language of fs.existsSync(translations) ? fs.readdirSync(translations) : []) {
    const words = path.join(translations, language, 'projects.ts');
    if (!fs.existsSync(words)) continue;
    keepProjects(words, /^ {2}(\d+): \{\n[\s\S]*?^ {2}\},\n/gm, (whole, id) =>
      whole.replace(/^( {2})\d+/, `$1${id}`),
    );
  }
  // One of them named in one long word, as a product often is: the tightest fit wherever a name
  // is shown (the quick view, the search results, her CV on a phone).
  edit(
    content('projects.ts'),
    /^( {4}name: )'Confie\.id'/m,
    (_, start) => `${start}'${LONG_NAME}'`,
  );
  // Another named with its client's city in Japanese, and the font an owner adds for letters Inter
  // lacks (content/fonts/): her share images and her CV PDF, which lists it, draw them in it.
  edit(
    content('projects.ts'),
    /^( {4}name: )'Urban Print'/m,
    (_, start) => `${start}'${JAPANESE_NAME}'`,
  );
  fs.mkdirSync(content('fonts'), { recursive: true });
  fs.copyFileSync(
    path.join(TEST_FONTS_DIR, 'cjk-subset.ttf'),
    content('fonts', 'WenQuanYiMicroHei-subset.ttf'),
  );
  // And the one of her Arabic pages: their dates, in Arabic month names, are in her CV PDF.
  fs.copyFileSync(
    path.join(TEST_FONTS_DIR, 'arabic-subset.ttf'),
    content('fonts', 'DejaVuSans-Arabic-subset.ttf'),
  );
  edit(content('cv.ts'), /(projectIds: )\[([^\]]*)\]/, (_, start, list) => {
    const kept = list
      .split(',')
      .map((id) => KEPT_PROJECTS.get(Number(id.trim())))
      .filter((id) => id !== undefined);
    return `${start}[${kept.join(', ')}]`;
  });
  // Case studies follow their project; one of a removed project goes with it.
  const studies = content('case-studies');
  const moved = (fs.existsSync(studies) ? fs.readdirSync(studies) : []).map((folder) => {
    const from = path.join(studies, folder);
    const to = path.join(studies, `.moving-${folder}`);
    fs.renameSync(from, to);
    return { id: Number(folder), at: to };
  });
  for (const { id, at } of moved) {
    const newId = KEPT_PROJECTS.get(id);
    if (newId === undefined) fs.rmSync(at, { recursive: true });
    else fs.renameSync(at, path.join(studies, String(newId)));
  }
  // The writing's links to a project follow it too, as an owner who renumbers fixes them (the
  // content check names one to a project that is gone); one to a removed project is unlinked.
  for (const folder of ['notes', 'case-studies']) {
    const dir = content(folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.mdx')) continue;
      const at = path.join(dir, file);
      const text = fs.readFileSync(at, 'utf8');
      const relinked = text.replace(
        /\[([^\]]*)\]\((\/(?:[a-z]{2,3}\/)?portofolio\/)(\d+)([^)]*)\)/g,
        (whole, words, route, id, rest) => {
          const newId = KEPT_PROJECTS.get(Number(id));
          return newId === undefined ? words : `[${words}](${route}${newId}${rest})`;
        },
      );
      if (relinked !== text) fs.writeFileSync(at, relinked);
    }
  }

  // Her note in English only.
  fs.cpSync(FILES, content('notes'), { recursive: true });

  // Two more languages, begun as an owner begins one: another language's folder of words copied
  // under each new code (the Indonesian words, edited above for her projects, stand in until she
  // translates them) and the language listed. Three other languages in the top bar, not one.
  const [, from] = listedLanguages(content('languages.ts'));
  if (!from || !fs.existsSync(content('translations', from, 'index.ts'))) {
    throw new DoesNotFit(
      "it adds languages by copying the second one's words, and content/ lists one language only",
    );
  }
  for (const added of ADDED_LANGUAGES) {
    fs.cpSync(content('translations', from), content('translations', added.code), {
      recursive: true,
    });
  }
  edit(
    content('languages.ts'),
    /^(export const languages: readonly LanguageInfo\[\] = \[\n[\s\S]*?)^\];$/m,
    (_, list) => {
      const entries = ADDED_LANGUAGES.map(
        (added) =>
          `  { ${Object.entries(added)
            .map(([key, value]) => `${key}: '${value}'`)
            .join(', ')} },\n`,
      );
      return `${list}${entries.join('')}];`;
    },
  );
}

/**
 * Her added languages: Vietnamese, the language of her city, and Arabic, her clients' in Dubai,
 * written right to left: its pages are laid out from the right, in the words she copied until
 * she translates them.
 */
export const ADDED_LANGUAGES = [
  { code: 'vi', name: 'Tiếng Việt', locale: 'vi-VN', ogLocale: 'vi_VN' },
  { code: 'ar', name: 'العربية', locale: 'ar-AE', ogLocale: 'ar_AE' },
];

/** The codes content/languages.ts lists, in order. */
function listedLanguages(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/^\s*\{ code: '([\w-]+)'/gm)].map(
    (match) => match[1],
  );
}
