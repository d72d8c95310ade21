/**
 * Proves that every word the site shows comes from content/: the pages are rendered with a
 * fixture in which every sentence of content/copy/ and every display field of the owner's data
 * is replaced by a marker (⟦homeCopy.work.title⟧). Then every piece of text and every
 * accessible name on the page must consist of markers and punctuation only: a word a component
 * wrote itself is left over and fails the test, wherever it is. And every sentence of the copy
 * modules must show up somewhere, so none is dead or shadowed by a hard-coded one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The site's links move by the App Router, which a page rendered here has not mounted.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));

const CONTENT_DIR = path.join(process.cwd(), 'content');
const COPY_DIR = path.join(CONTENT_DIR, 'copy');

/** A marker: visible in the page, unique to one field, with no letters outside its brackets. */
const marker = (fieldPath: string) => `⟦${fieldPath}⟧`;
const MARKER = /⟦[^⟧]*⟧/gi;

/** Fields of the owner's data that are shown as words (ids, URLs and file names are not). */
const DISPLAY_FIELDS = new Set([
  'firstName',
  'fullName',
  'greeting',
  'role',
  'intro',
  'location',
  'photoAlt',
  'chatLabel',
  'contactLabel',
  'label',
  'overlayLabel',
  'alt',
  'name',
  'kind',
  'description',
  'stack',
  'start',
  'end',
  'company',
  'title',
  'monogram',
  // The CV (content/cv.ts).
  'summary',
  'institution',
  'studyType',
  'area',
  'score',
  'language',
  'fluency',
  'issuer',
  'date',
  'from',
  'rolesWanted',
  'workAuthorisation',
]);

/**
 * The value with its strings replaced by markers: every string when `all`, else only those under
 * a display field. A sentence keeps its {placeholders}, so the site still fills them in.
 */
function markerise(value: unknown, fieldPath: string, all: boolean): unknown {
  if (typeof value === 'string') {
    if (!all) return value;
    const placeholders = value.match(/\{\w+\}/g) ?? [];
    return [marker(fieldPath), ...placeholders].join(' ');
  }
  if (Array.isArray(value))
    return value.map((item, i) => markerise(item, `${fieldPath}.${i}`, all));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        markerise(item, `${fieldPath}.${key}`, all || DISPLAY_FIELDS.has(key)),
      ]),
    );
  }
  return value;
}

/** Every string of a value with its path, as `markerise` names them. */
function strings(value: unknown, fieldPath: string): [string, string][] {
  if (typeof value === 'string') return [[fieldPath, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${fieldPath}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${fieldPath}.${key}`));
  }
  return [];
}

const moduleFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter(
      // schema.ts describes the content and holds no words.
      (file) => /^[\w-]+\.ts$/.test(file) && !['index.ts', 'types.ts', 'schema.ts'].includes(file),
    )
    .map((file) => path.join(dir, file.replace(/\.ts$/, '')));

const copyFiles = moduleFiles(COPY_DIR);
const dataFiles = moduleFiles(CONTENT_DIR);

/**
 * Copy modules whose every sentence shows on a page that renders without interaction. The
 * contact form's, the theme control's and the CV's sentences depend on states (sent, failed,
 * chosen theme) or are not on a page, and are checked by those parts' own tests; their words are
 * still markerised here, so a word they hard-code still fails the checks above.
 */
const ALWAYS_SHOWN = ['common', 'errors', 'home', 'layout', 'project', 'share'];

/** The real copy, by export name, for the "every sentence shows" and "old wording" checks. */
const realCopy: Record<string, unknown> = Object.assign(
  {},
  ...copyFiles
    .filter((file) => ALWAYS_SHOWN.includes(path.basename(file)))
    .map((file) => jest.requireActual(file)),
);

// Every content module is replaced by its markerised twin, whichever path imports it.
// Other languages' words (content/translations/) are all words.
const translationFiles = [path.join(CONTENT_DIR, 'translations', 'index.ts')];
for (const file of [...copyFiles, ...dataFiles, ...translationFiles]) {
  const isCopy = copyFiles.includes(file) || translationFiles.includes(file);
  jest.doMock(file, () => {
    const actual = jest.requireActual<Record<string, unknown>>(file);
    return Object.fromEntries(
      Object.entries(actual).map(([name, value]) => [name, markerise(value, name, isCopy)]),
    );
  });
}

// The owner's languages: the first is served at the root, any other under its code.
const languageCodes = jest
  .requireActual<typeof import('@/content/languages')>('@/content/languages')
  .languages.map((language) => language.code);
const [defaultCode = '', otherCode] = languageCodes;

// Validation is not the subject here (markers are longer than a monogram may be).
jest.doMock('@/lib/content/check', () => ({ checkContent: () => {} }));
// React's per-render `cache` only exists on the server; here one page renders at a time.
jest.doMock('@/lib/i18n/page-language', () => {
  let language = defaultCode;
  return {
    setPageLanguage: (code: string) => {
      language = code;
    },
    pageLanguage: () => language,
    pageContent: () => jest.requireActual('@/lib/i18n/content').contentFor(language),
  };
});

// The writing (notes, case studies) is the owner's data too: its words become markers, and the
// async MDX rendering of a case study (a server component) is left to the writing's own tests.
jest.doMock('@/components/writing/CaseStudySection', () => ({ CaseStudySection: () => null }));
jest.doMock('@/lib/writing/notes', () => {
  const actual = jest.requireActual<typeof import('@/lib/writing/notes')>('@/lib/writing/notes');
  return {
    ...actual,
    getNotes: (language: string) =>
      actual.getNotes(language).map((note) => ({
        ...note,
        data: {
          ...note.data,
          title: marker(`notes.${note.slug}.title`),
          summary: marker(`notes.${note.slug}.summary`),
          tags: note.data.tags.map((_, index) => marker(`notes.${note.slug}.tags.${index}`)),
        },
      })),
  };
});
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks above */
const home = require('@/components/home/HomePage');
const { documentMetadata } = require('@/components/layout/SiteDocument');
const notFound = require('@/components/errors/NotFoundPage');
const ProjectRoute = require('@/app/(default)/portofolio/[id]/page');
const IndonesianProjectRoute = require('@/app/[lang]/portofolio/[id]/page');
const cvPage = require('@/components/cv/CvPage');
const HomePage = () => home.HomePage({ language: defaultCode });
const homeMetadata = home.homeMetadata(defaultCode);
const layoutMetadata = documentMetadata(defaultCode);
// The site-wide 404 page also says it in the other languages, each in its own words.
const NotFound = () => notFound.NotFoundPage({ language: defaultCode });
const notFoundMetadata = notFound.notFoundMetadata(defaultCode);
const CvPage = () => cvPage.CvPage({ language: defaultCode });
const cvMetadata = cvPage.cvMetadata(defaultCode);
const errorScreenCopy = {
  errors: jest.requireActual('@/content').errorCopy,
  backHome: '',
  homePath: '/',
};
const { ErrorScreen } = require('@/components/errors/ErrorScreen');
const { SiteFooter } = require('@/components/layout/SiteFooter');
const { SkipLink } = require('@/components/layout/SkipLink');
const { TopBar } = require('@/components/layout/TopBar');
const { noteShareCard, projectShareCard, siteShareCard } = require('@/lib/seo/share-card');
const content = require('@/content');
Object.assign(errorScreenCopy, {
  errors: content.errorCopy,
  backHome: content.commonCopy.backHome,
});
const { displayUrl } = require('@/lib/cv/build');
const { absoluteUrl } = require('@/lib/config/paths');
/* eslint-enable @typescript-eslint/no-require-imports */

/** Thrown values the error screen shows as they are: not copy, so allowed through. */
const ERROR_MESSAGE = 'E_TEST_FAILURE';
const CHUNK_ERROR = Object.assign(new Error('Loading chunk 42 failed.\n(missing: /c/42.js)'), {
  name: 'ChunkLoadError',
  type: 'missing',
});
/**
 * Values shown verbatim: the owner's e-mail address, the chunk failure types (missing, error, timeout),
 * the repository hosts' names, and the addresses the CV prints (profiles, the site, project pages,
 * the projects' own links), longest first.
 */
const VERBATIM = [
  ERROR_MESSAGE,
  // The language link's short form: the language's code (content/languages.ts), upper-cased.
  ...content.languages.map((language: { code: string }) => language.code.toUpperCase()),
  'missing',
  // Repository hosts' brand names ("Code on GitHub"): names, the same in every language.
  'GitHub',
  'GitLab',
  'Bitbucket',
  content.site.email as string,
  ...[
    ...content.site.socials.map((social: { href: string }) => social.href),
    absoluteUrl('/'),
    ...content.projects.map((project: { id: number }) => absoluteUrl(`/portofolio/${project.id}`)),
    ...languageCodes
      .slice(1)
      .flatMap((code) =>
        content.projects.map((project: { id: number }) =>
          absoluteUrl(`/${code}/portofolio/${project.id}`),
        ),
      ),
    // The projects' own links (their running product and their code), which the CV prints.
    ...content.projects.flatMap((project: { site?: string; source?: string }) =>
      [project.site, project.source].filter((url): url is string => Boolean(url)),
    ),
  ]
    .map((url: string): string => displayUrl(url))
    .sort((a: string, b: string) => b.length - a.length),
] as string[];
// The notes' dates, written by Intl in each language's own month names: the platform's words.
for (const language of languageCodes) {
  for (const note of jest.requireActual('@/lib/writing/notes').getNotes(language)) {
    VERBATIM.push(jest.requireActual('@/lib/writing/dates').formatDay(note.data.date, language));
  }
}
/** Absolute URLs in the metadata (canonical, hreflang alternates): addresses, not words. */
const isAddress = (text: string) => /^https?:\/\/\S+$/.test(text);

/** Attributes whose values people read or hear. */
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-placeholder', 'value'];

/**
 * Scripts and styles are not read (JSON-LD is data for search engines).
 */
const SKIPPED = 'script, style';

/** Every piece of text a visitor can see or hear in the rendered page, scripts left out. */
function readableTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(SKIPPED)) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.closest(SKIPPED)) continue;
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value && !(attribute === 'value' && element.matches('input:not([type=submit])'))) {
        texts.push(value);
      }
    }
  }
  return texts.filter((text) => text.trim());
}

/** Text from metadata: titles, descriptions, image alt texts, site names. */
function metadataTexts(metadata: unknown): string[] {
  return strings(metadata, 'metadata')
    .filter(([fieldPath]) =>
      /(title|description|alt|siteName|applicationName|absolute|default|template)$/.test(fieldPath),
    )
    .map(([, value]) => value);
}

/** What is left of a text once markers and verbatim values are taken out: words a component wrote. */
function strayWords(text: string): string[] {
  let rest = text.replace(MARKER, ' ');
  for (const value of VERBATIM) rest = rest.split(value).join(' ');
  return rest.match(/\p{L}{2,}/gu) ?? [];
}

const seen: string[] = [];

/** Records the texts and returns those with stray words. */
function check(texts: string[]): string[] {
  seen.push(...texts);
  return texts.filter((text) => !isAddress(text) && strayWords(text).length > 0);
}

function checkRendered(ui: React.ReactElement): string[] {
  const { container } = render(ui);
  const problems = check(readableTexts(container));
  cleanup();
  return problems;
}

beforeAll(() => {
  // jsdom has no media queries: every query answers "no match" (no reduced motion, no hover).
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // jsdom has no modal dialogs; the quick view only needs `open` to flip.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

// Each test renders whole pages in jsdom: the home page's first render and its quick view take
// about 1 s on a quiet machine and five times that beside the type check and the lint on a loaded
// 2-core one, past Jest's default 5 s. A hang still fails, at 20 s.
jest.setTimeout(20_000);

// The home page's contact form, experience entries and quick view load their code on their own
// (`import()` in ContactFormSlot, ExperienceItemSlot, QuickViewContext, and the quick view's motion
// features in QuickViewLayer): Jest compiles those modules the first time they are asked for.
// Loaded here, with a budget of their own, the tests time only what they render.
beforeAll(async () => {
  await Promise.all([
    import('@/components/contact/ContactForm'),
    import('@/components/home/ExperienceItem'),
    import('@/components/quick-view/QuickViewLayer'),
    import('@/lib/motion/features'),
  ]);
}, 60_000);

describe('every word comes from content/', () => {
  it('the home page, quick view included, shows no word of its own', async () => {
    const user = userEvent.setup();
    // The contact form and the experience entries load their code on their own
    // (ContactFormSlot, ExperienceItemSlot): the page shows once those imports have resolved.
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(<HomePage />));
    });
    const problems = check(readableTexts(container));
    // The quick view of a project with a demo, so its demo link shows too (else the first one's).
    const index = Math.max(
      0,
      content.projects.findIndex((project: { url?: string }) => project.url),
    );
    // Found by its accessible name, which the card's heading gives it by reference.
    const [quickView] = within(container)
      .getAllByRole('button', {
        name: (name) => name.includes(marker(`projects.${index}.name`)),
      })
      .filter((button) => button.getAttribute('aria-haspopup') === 'dialog');
    expect(quickView).toBeDefined();
    await user.click(quickView!);
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toBeNull();
    problems.push(...check(readableTexts(dialog as HTMLElement)));
    cleanup();
    expect(problems).toEqual([]);
  });

  it('the top bar, skip link and footer show no word of their own', () => {
    expect([
      ...checkRendered(<SkipLink />),
      ...checkRendered(<TopBar />),
      ...checkRendered(<SiteFooter />),
    ]).toEqual([]);
  });

  it('a project page with a demo and one without show no word of their own', async () => {
    const withDemo = content.projects.find((p: { url?: string }) => p.url);
    const withoutDemo = content.projects.find((p: { url?: string }) => !p.url);
    const problems: string[] = [];
    // Whichever of the two the owner has (one project may be both's only example).
    for (const project of [withDemo, withoutDemo].filter(Boolean)) {
      const params = Promise.resolve({ id: String(project.id) });
      // The page is an async server component: resolve it, then render what it returns.
      let page: React.ReactElement | undefined;
      await act(async () => {
        page = await ProjectRoute.default({ params });
      });
      problems.push(...checkRendered(page!));
      problems.push(...check(metadataTexts(await ProjectRoute.generateMetadata({ params }))));
    }
    expect(problems).toEqual([]);
  });

  it('the CV page shows no word of its own', () => {
    expect([...checkRendered(<CvPage />), ...check(metadataTexts(cvMetadata))]).toEqual([]);
  });

  it('the 404 page and both error screens show no word of their own', () => {
    expect([
      ...checkRendered(<NotFound />),
      ...checkRendered(
        <ErrorScreen error={new Error(ERROR_MESSAGE)} retry={() => {}} copy={errorScreenCopy} />,
      ),
      ...checkRendered(<ErrorScreen error={CHUNK_ERROR} retry={() => {}} copy={errorScreenCopy} />),
      ...checkRendered(<ErrorScreen error={undefined} retry={() => {}} copy={errorScreenCopy} />),
    ]).toEqual([]);
  });

  (otherCode ? it : it.skip)(
    otherCode
      ? 'the pages in the other language show no word of their own either'
      : `the pages in another language: skipped, content/languages.ts lists only ${defaultCode}`,
    async () => {
      const code = otherCode ?? '';
      // The first project: the demo player's words are the same component's, checked above.
      const params = Promise.resolve({ lang: code, id: String(content.projects[0].id) });
      let project: React.ReactElement | undefined;
      await act(async () => {
        project = await IndonesianProjectRoute.default({ params });
      });
      expect([
        ...checkRendered(home.HomePage({ language: code })),
        ...checkRendered(project!),
        ...checkRendered(cvPage.CvPage({ language: code })),
        ...checkRendered(notFound.NotFoundPage({ language: code })),
        ...check(metadataTexts(home.homeMetadata(code))),
        ...check(metadataTexts(documentMetadata(code))),
      ]).toEqual([]);
    },
  );

  it('titles, descriptions and share cards use content only', () => {
    const project = content.projects[0];
    const cards = [
      projectShareCard(project, 1, content.site, content.shareCopy),
      siteShareCard(content.site, content.shareCopy, content.projects),
      noteShareCard(
        { title: marker('note.title'), summary: marker('note.summary'), tags: [] },
        content.site,
        content.shareCopy,
      ),
    ];
    expect([
      ...check(metadataTexts(homeMetadata)),
      ...check(metadataTexts(layoutMetadata)),
      ...check(metadataTexts(notFoundMetadata)),
      ...check(
        strings(cards, 'cards')
          .filter(([fieldPath]) => !/\.(image|titleStyle)$/.test(fieldPath))
          .map(([, value]) => value),
      ),
    ]).toEqual([]);
  });

  it('shows every sentence of the copy modules somewhere, and none of the old wording', () => {
    const shown = seen.join('\n');
    const copyStrings = strings(realCopy, '').map(([fieldPath, value]) => ({
      fieldPath: fieldPath.slice(1),
      value,
    }));
    // Shown only for a count of one (or a slider panel of one project), or a number word the shipped counts do not use; the CV's
    // words for an ongoing period and the other availability states (lib/cv/build.test.ts); and the
    // contact form's words for a state after a press (sending, sent, waiting, failed, the resend
    // question, the mailto link's text): e2e/contact*.spec.ts drives the form into each of those.
    const conditional = ({ fieldPath }: { fieldPath: string }) =>
      /\.one$/.test(fieldPath) ||
      fieldPath === 'homeCopy.work.panelLabel.single' ||
      /^commonCopy\.numberWords\./.test(fieldPath) ||
      /^cvCopy\.(present|openNow|notLooking)$/.test(fieldPath) ||
      /^contactCopy\.(send|sending|sentNotice\w*|handedOffNotice|(waiting|failed|reasons|confirm|mailto)\..+)$/.test(
        fieldPath,
      );
    const missing = copyStrings
      .filter((entry) => !conditional(entry))
      .filter(({ fieldPath }) => !shown.includes(marker(fieldPath)))
      .map(({ fieldPath }) => fieldPath);
    expect(missing).toEqual([]);

    // The real sentences (their literal parts of 12+ characters) never appear.
    const leftovers = copyStrings
      .flatMap(({ value }) => value.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 12 && shown.includes(part));
    expect(leftovers).toEqual([]);
  });
});
