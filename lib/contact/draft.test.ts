import { DRAFT_KEY, loadDraft, parseDraft, saveDraft } from '@/lib/contact/draft';
import { NO_ANSWER } from '@/lib/contact/result';

const fields = { user_name: 'Ana', user_email: '', message: 'Hello' };

afterEach(() => localStorage.clear());

describe('draft', () => {
  it('round-trips the fields and a failure', () => {
    const failure = { ok: false as const, kind: 'server-error' as const, status: 500, text: 'x' };
    saveDraft(localStorage, { fields, failure });
    expect(loadDraft(localStorage)).toEqual({ fields, failure });
  });

  it('keeps a send whose answer was never heard', () => {
    saveDraft(localStorage, { fields, failure: NO_ANSWER });
    expect(loadDraft(localStorage)).toEqual({ fields, failure: NO_ANSWER });
  });

  it('removes the draft when every field is empty', () => {
    saveDraft(localStorage, { fields });
    saveDraft(localStorage, { fields: { user_name: '', user_email: ' ', message: '' } });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores malformed storage', () => {
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ fields: { message: 42 } }))).toBeNull();
    expect(parseDraft(JSON.stringify({ fields, failure: { ok: true } }))).toEqual({ fields });
    const unknownKind = { ok: false, kind: 'gremlins', status: 0, text: '' };
    expect(parseDraft(JSON.stringify({ fields, failure: unknownKind }))).toEqual({ fields });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => saveDraft(broken, { fields })).not.toThrow();
    expect(loadDraft(broken)).toBeNull();
    expect(() =>
      saveDraft(broken, { fields: { ...fields, message: '', user_name: '' } }),
    ).not.toThrow();
    expect(() => saveDraft(null, { fields })).not.toThrow();
  });
});
