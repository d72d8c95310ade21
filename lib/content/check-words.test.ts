/**
 * @jest-environment node
 */
/**
 * The content check runs the rules of every language's words with the rest: an emptied word of
 * the default language, a placeholder nothing fills in, a skill description too long in another
 * language; each line naming its file.
 */
import { findAllContentProblems, currentSources } from '@/lib/content/check';
import { readCopyFields } from '@/lib/i18n/read-copy-fields';

// The MDX parser is ESM only, which Jest cannot load here (as in ./check.test.ts).
jest.mock('@/lib/writing/mdx', () => ({ findMdxProblems: () => [] }));

/** A deep copy of the words, for a test to break. */
const copyOf = <T>(words: T): T => JSON.parse(JSON.stringify(words)) as T;

describe("the content check of the languages' words", () => {
  const sources = currentSources();
  const [defaultLanguage, other] = sources.languages.map((language) => language.code);
  const otherWords = other ? sources.translations[other] : undefined;

  (otherWords ? it : it.skip)("lists each rule's mistakes with the others, by file", () => {
    const defaultCopy = copyOf(sources.defaultCopy);
    defaultCopy.homeCopy.work.title = '';
    const words = copyOf(otherWords!);
    words.copy.homeCopy.work.lead.other = '{Jumlah} karya.';
    const [skillId] = Object.keys(words.skills.items);
    Object.assign(words.skills.items[skillId!]!, { description: 'x'.repeat(91) });
    const problems = findAllContentProblems(
      {
        ...sources,
        site: { ...sources.site, greeting: 'Hi, {firstname}' },
        translations: { ...sources.translations, [other!]: words },
        defaultCopy,
        copyFields: readCopyFields(),
      },
      {},
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/site.ts: site: field "greeting" has {firstname}, which is not filled in: use {firstName}, {fullName}, {role}, {projectCount} or {experienceCount}',
        `content/translations/${defaultLanguage}/copy/home.ts: homeCopy: field "work.title" must not be empty`,
        `language "${other}", content/translations/${other}/copy/home.ts: homeCopy: field "work.lead.other" has {Jumlah}, which is not filled in: use {Count}`,
        `language "${other}", content/translations/${other}/skills.ts: skill "${skillId}": field "description" is 91 characters; keep it to 90`,
      ]),
    );
    expect(problems).toHaveLength(4);
  });
});
