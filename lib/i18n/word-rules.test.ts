import {
  cv,
  defaultCopy,
  experience,
  interfaceWords,
  languages,
  projects,
  site,
  skillGroups,
  translations,
  type CopyWords,
  type LanguageWords,
} from '@/content';
import type { CopyFields } from '@/lib/i18n/copy-fields';
import { readCopyFields } from '@/lib/i18n/read-copy-fields';
import {
  findCopyPlaceholderProblems,
  findDefaultCopyPlaceholderProblems,
  findDefaultPlaceholderProblems,
  findOwnerPlaceholderProblems,
  findSkillDescriptionProblems,
  findTranslatedWordProblems,
  OWNER_PLACEHOLDERS,
  placeholdersOf,
} from '@/lib/i18n/word-rules';

/** A deep copy of the words, for a test to break. */
const copyOf = <T>(words: T): T => JSON.parse(JSON.stringify(words)) as T;

/** The test's own interface words: a count's words, a sentence filled by a page, a list. */
const reference = {
  homeCopy: {
    work: {
      title: 'My Work',
      lead: { one: 'One thing I built.', other: '{Count} things I built.' },
      quickView: 'Quick view: {name}',
    },
  },
  writingCopy: { search: { results: { one: '1 result', other: '{count} results' } } },
  commonCopy: { numberWords: ['zero', 'one'] },
} as unknown as CopyWords;

/** Their fields, as the compiler reads them from the types. */
const fields: CopyFields = {
  paths: new Set([
    'homeCopy',
    'homeCopy.work',
    'homeCopy.work.title',
    'homeCopy.work.lead',
    'homeCopy.work.lead.one',
    'homeCopy.work.lead.other',
    'homeCopy.work.quickView',
    'writingCopy',
    'writingCopy.search',
    'writingCopy.search.results',
    'writingCopy.search.results.one',
    'writingCopy.search.results.other',
    'commonCopy',
    'commonCopy.numberWords',
  ]),
  counted: new Set(['homeCopy.work.lead']),
  open: new Set(),
  placeholders: new Map(),
};

/** Another language's words for `reference`, changed by `change`. */
function translated(change: (copy: typeof reference) => void): CopyWords {
  const copy = copyOf(reference);
  change(copy);
  return copy;
}

describe('the placeholders of a text', () => {
  it('are the words in braces, each once, in order', () => {
    expect(placeholdersOf('{name} has {n} items, {name}! {not one} {}')).toEqual(['name', 'n']);
  });
});

describe("a placeholder of another language's interface words", () => {
  it("is named when the default language's same word does not have it, with those it has", () => {
    const copy = translated((words) => {
      words.homeCopy.work.lead.other = '{Jumlah} karya yang saya bangun.';
      words.homeCopy.work.quickView = 'Lihat sekilas: {nama} ({proyek})';
    });
    expect(findCopyPlaceholderProblems('id', copy, reference, fields)).toEqual([
      'language "id", content/translations/id/copy/home.ts: homeCopy: field "work.lead.other" has {Jumlah}, which is not filled in: use {Count}',
      'language "id", content/translations/id/copy/home.ts: homeCopy: field "work.quickView" has {nama} and {proyek}, which are not filled in: use {name}',
    ]);
  });

  it("takes the owner's placeholders anywhere, and a count's own in a count's words", () => {
    const copy = translated((words) => {
      words.homeCopy.work.title = 'Karya {firstName}';
      // The default's `one` has no placeholder; the count's words are filled all the same.
      words.homeCopy.work.lead.one = '{Count} karya ({n}, {count}).';
    });
    expect(findCopyPlaceholderProblems('id', copy, reference, fields)).toEqual([]);
  });

  it("names a count's placeholder in words that are not a count's, as the types say", () => {
    // The search dialog fills {count} alone in its { one, other }.
    const copy = translated((words) => {
      words.writingCopy.search.results.other = '{n} hasil';
    });
    expect(findCopyPlaceholderProblems('id', copy, reference, fields)).toEqual([
      'language "id", content/translations/id/copy/writing.ts: writingCopy: field "search.results.other" has {n}, which is not filled in: use {count}',
    ]);
    // Without the types (the build's own run), every { one, other } is taken as a count's: a
    // placeholder is never named by mistake there.
    expect(findCopyPlaceholderProblems('id', copy, reference)).toEqual([]);
  });

  it('says which was meant when only the letter case differs, and when there is none to use', () => {
    const copy = translated((words) => {
      words.homeCopy.work.title = 'Karya {FirstName}';
      words.commonCopy.numberWords = ['nol', '{satu}'];
    });
    expect(findCopyPlaceholderProblems('id', copy, reference, fields)).toEqual([
      'language "id", content/translations/id/copy/home.ts: homeCopy: field "work.title" has {FirstName}, which is not filled in: use {firstName}',
      `language "id", content/translations/id/copy/common.ts: commonCopy: field "numberWords[1]" has {satu}, which is not filled in: write the words themselves: the default language's have no placeholder here`,
    ]);
  });

  it('leaves a field the default language or the types do not have to the compiler', () => {
    const copy = translated((words) => {
      Object.assign(words.homeCopy.work, { titel: '{x}' });
    });
    expect(findCopyPlaceholderProblems('id', copy, reference, fields)).toEqual([]);
    const typo = translated((words) => {
      Object.assign(words.homeCopy.work, { eyebrw: 'Proyek' });
    });
    const withTypo = translated((words) => {
      Object.assign(words.homeCopy.work, { eyebrw: '{Jumlah}' });
    });
    expect(findCopyPlaceholderProblems('id', withTypo, typo, fields)).toEqual([]);
  });
});

describe('a placeholder in the words of site.ts and cv.ts', () => {
  it("is named when it is not one of the owner's five", () => {
    expect(
      findOwnerPlaceholderProblems('content/site.ts', 'site', {
        greeting: "Hi, I'm {firstname}",
        nav: [{ label: '{role}' }, { label: 'Work of {name}' }],
      }),
    ).toEqual([
      'content/site.ts: site: field "greeting" has {firstname}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
      'content/site.ts: site: field "nav[1].label" has {name}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
    ]);
  });

  it("is named in the default language's data files, and in projects.ts whatever it is", () => {
    const problems = findDefaultPlaceholderProblems({
      site: { ...site, greeting: "Hi, I'm {firstname}" },
      cv: { ...cv, summary: '{role} with {projects} projects.' },
      projects: [{ ...projects[0]!, description: 'Built by {firstName}.' }],
      experience,
      skillGroups,
    });
    expect(problems).toEqual([
      'content/site.ts: site: field "greeting" has {firstname}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
      'content/cv.ts: cv: field "summary" has {projects}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
      `content/projects.ts: project ${projects[0]!.id} "${projects[0]!.name}": field "description" has {firstName}, which is not filled in: write the words themselves (only site.ts, cv.ts and the interface words have placeholders)`,
    ]);
  });

  it('fills all five in every language (lib/i18n/content.ts), and nothing else is needed', () => {
    const every = OWNER_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');
    jest.isolateModules(() => {
      jest.doMock('@/content/site', () => {
        const actual = jest.requireActual('@/content/site');
        return { site: { ...actual.site, greeting: every } };
      });
      jest.doMock('@/content/cv', () => {
        const actual = jest.requireActual('@/content/cv');
        return { cv: { ...actual.cv, summary: every } };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks
      const { contentFor } = require('@/lib/i18n/content');
      const content = contentFor(languages[0]!.code);
      expect(content.site.greeting).not.toMatch(/[{}]/);
      expect(content.cv.summary).not.toMatch(/[{}]/);
    });
    jest.dontMock('@/content/site');
    jest.dontMock('@/content/cv');
  });
});

describe("another language's data words", () => {
  const [, second] = Object.entries(translations)[0] ?? [];

  (second ? it : it.skip)('are named by language, file, entry and field', () => {
    const words = copyOf(second!) as LanguageWords;
    const [firstProject] = Object.keys(words.projects);
    Object.assign(words.site, { greeting: 'Hai, saya {namaDepan}' });
    Object.assign(words.cv, { summary: '{role} dengan {jumlahProyek} proyek.' });
    Object.assign(words.projects[Number(firstProject)]!, { kind: 'Toko {firstName}' });
    expect(findTranslatedWordProblems('fr', words, defaultCopy)).toEqual([
      'language "fr", content/translations/fr/site.ts: site: field "greeting" has {namaDepan}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
      'language "fr", content/translations/fr/cv.ts: cv: field "summary" has {jumlahProyek}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
      `language "fr", content/translations/fr/projects.ts: project ${firstProject}: field "kind" has {firstName}, which is not filled in: write the words themselves (only site.ts, cv.ts and the interface words have placeholders)`,
    ]);
  });
});

describe("another language's skill description", () => {
  it('is named when it is longer than the default language may write it', () => {
    // 90 characters, the most a description may have.
    const long =
      'Markup yang semantik dan aksesibel, ditulis dengan teliti agar mudah dibaca layar. Selalu.';
    expect(
      findSkillDescriptionProblems('id', {
        groups: {},
        items: {
          html: { description: `${long}!` },
          css: { description: long },
          // Named as not translated (missing-words.ts), not as too short.
          js: { description: '' },
        },
      }),
    ).toEqual([
      'language "id", content/translations/id/skills.ts: skill "html": field "description" is 91 characters; keep it to 90',
    ]);
  });
});

/** The fields, with the placeholders their comments in the types name. */
const documented: CopyFields = {
  ...fields,
  placeholders: new Map([
    ['homeCopy.work.lead', ['Count']],
    ['homeCopy.work.quickView', ['name']],
    ['writingCopy.search.results', ['count']],
  ]),
};

describe("a placeholder of the default language's interface words", () => {
  it('is named when the types do not say it is filled, in whatever language the default is', () => {
    // The home page showed "{Cuont} things I designed…".
    const copy = translated((words) => {
      words.homeCopy.work.lead.other = '{Cuont} karya yang saya bangun.';
      words.homeCopy.work.quickView = 'Lihat sekilas: {Name}';
      words.homeCopy.work.title = 'Karya {proyek}';
      words.commonCopy.numberWords = ['nol', '{satu}'];
    });
    expect(findDefaultCopyPlaceholderProblems('id', copy, documented)).toEqual([
      'content/translations/id/copy/home.ts: homeCopy: field "work.title" has {proyek}, which is not filled in: write the words themselves: content/copy/home.ts names no placeholder for it (the owner\'s: {firstName}, {fullName}, {role}, {projectCount} or {experienceCount})',
      'content/translations/id/copy/home.ts: homeCopy: field "work.lead.other" has {Cuont}, which is not filled in: use {Count}',
      'content/translations/id/copy/home.ts: homeCopy: field "work.quickView" has {Name}, which is not filled in: use {name}',
      'content/translations/id/copy/common.ts: commonCopy: field "numberWords[1]" has {satu}, which is not filled in: write the words themselves: content/copy/common.ts names no placeholder for it (the owner\'s: {firstName}, {fullName}, {role}, {projectCount} or {experienceCount})',
    ]);
  });

  it("takes the owner's placeholders and those the types name for the word or a field above it", () => {
    const copy = translated((words) => {
      words.homeCopy.work.title = 'Karya {firstName}';
      words.homeCopy.work.lead.one = '{Count} karya.';
    });
    expect(findDefaultCopyPlaceholderProblems('id', copy, documented)).toEqual([]);
    // Without the types (the build's own run) nothing says what is filled: nothing is named.
    expect(
      findDefaultCopyPlaceholderProblems(
        'id',
        translated(() => {}),
        undefined,
      ),
    ).toEqual([]);
  });

  it('is named once, in the default language, not again in a language that has it right', () => {
    const typo = translated((words) => {
      words.homeCopy.work.quickView = 'Quick view: {Name}';
    });
    expect(findCopyPlaceholderProblems('id', reference, typo, documented)).toEqual([]);
  });
});

describe("the owner's words", () => {
  it("have no placeholder the code does not fill, whichever language's are the default", () => {
    const copyFields = readCopyFields();
    for (const [code, words] of Object.entries(interfaceWords)) {
      expect(findDefaultCopyPlaceholderProblems(code, words, copyFields)).toEqual([]);
    }
  });

  it('have no placeholder nothing fills in, in any language', () => {
    expect(findDefaultPlaceholderProblems({ site, cv, projects, experience, skillGroups })).toEqual(
      [],
    );
    for (const [code, words] of Object.entries(translations)) {
      expect(
        findTranslatedWordProblems(code, words as LanguageWords, defaultCopy, readCopyFields()),
      ).toEqual([]);
    }
  });
});
