/**
 * @jest-environment node
 */
import { documentedPlaceholders, isCopyField, type CopyFields } from '@/lib/i18n/copy-fields';
import { contentProgram } from '@/lib/content/type-check';
import { readCopyFields } from '@/lib/i18n/read-copy-fields';

describe('the fields of the copy types, as the compiler reads them', () => {
  const fields = readCopyFields();

  it("has every module's fields, down to each word, and none the types lack", () => {
    if (!fields) throw new Error('the compiler read no fields from content/translations/types.ts');
    expect(fields.paths).toContain('homeCopy');
    expect(fields.paths).toContain('homeCopy.experience.eyebrow');
    expect(fields.paths).toContain('homeCopy.work.lead.one');
    expect(fields.paths).toContain('contactCopy.reasons.rate-limited');
    expect(fields.paths).toContain('commonCopy.numberWords');
    expect(fields.paths).not.toContain('homeCopy.experience.eyebrw');
    // A list's words are not fields of their own.
    expect(fields.paths).not.toContain('commonCopy.numberWords.length');
  });

  it("knows a count's words by their type, not by their fields' names", () => {
    expect(fields?.counted).toContain('homeCopy.work.lead');
    expect(fields?.counted).toContain('projectCopy.list.showing');
    // Also { one, other }, but filled by the search dialog with {count} alone.
    expect(fields?.counted).not.toContain('writingCopy.search.results');
  });

  it('has the placeholders the comment of each field, or of its type, names', () => {
    expect(fields?.placeholders.get('homeCopy.work.quickView')).toEqual(['name']);
    // The field's own comment ({Count}), then its type's, CountedText's ({n}, {count}, {Count}).
    expect(fields?.placeholders.get('homeCopy.work.lead')).toEqual(['Count', 'n', 'count']);
    // The search dialog's { one, other } is not a CountedText: {count} alone.
    expect(fields?.placeholders.get('writingCopy.search.results')).toEqual(['count']);
    // ContactCopy's comment names the form's three for every word of the form.
    expect(fields?.placeholders.get('contactCopy')).toEqual(['name', 'email', 'status']);
    expect(fields?.placeholders.has('homeCopy.work.title')).toBe(false);
  });

  it("reads the same from the content's whole program, which `npm run check` makes once", () => {
    const program = contentProgram();
    // Read from that program's checker, not from a program made again for the one file.
    let checkerTaken = false;
    const watched = new Proxy(program, {
      get(target, key, receiver) {
        if (key === 'getTypeChecker') checkerTaken = true;
        return Reflect.get(target, key, receiver);
      },
    });
    const fromContent = readCopyFields(process.cwd(), watched);
    expect(checkerTaken).toBe(true);
    expect(fromContent?.paths).toEqual(fields?.paths);
    expect(fromContent?.counted).toEqual(fields?.counted);
    expect(fromContent?.open).toEqual(fields?.open);
    expect(fromContent?.placeholders).toEqual(fields?.placeholders);
  });
});

describe('a field of the copy types', () => {
  const fields: CopyFields = {
    paths: new Set(['homeCopy', 'homeCopy.work', 'homeCopy.work.title', 'errorCopy']),
    counted: new Set(),
    open: new Set(['errorCopy']),
    placeholders: new Map(),
  };

  it('has the placeholders its comment names, and those of every field above it', () => {
    const documented: CopyFields = {
      ...fields,
      placeholders: new Map([
        ['contactCopy', ['name', 'email']],
        ['contactCopy.sentNotice', ['name']],
        ['contactCopy.reasons', ['status']],
      ]),
    };
    expect(documentedPlaceholders(documented, 'contactCopy.reasons.rate-limited')).toEqual([
      'name',
      'email',
      'status',
    ]);
    expect(documentedPlaceholders(documented, 'homeCopy.work.title')).toEqual([]);
  });

  it('is one of its paths, or any key of a record keyed by the owner', () => {
    expect(isCopyField(fields, 'homeCopy.work.title')).toBe(true);
    expect(isCopyField(fields, 'homeCopy.work.titel')).toBe(false);
    expect(isCopyField(fields, 'errorCopy.anyKey.below')).toBe(true);
  });
});
