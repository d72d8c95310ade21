/**
 * The visitor's unsent message, kept in localStorage until it is sent, so a reload, a closed tab
 * or a failed send never loses it. Every function here swallows storage errors: blocked or full
 * storage loses the draft, never the message on screen or the send.
 */
import { EMPTY_FIELDS, hasContent, type ContactFields } from '@/lib/contact/fields';
import { SEND_FAILURE_KINDS, type SendFailure } from '@/lib/contact/result';

/** localStorage key of the draft. */
export const DRAFT_KEY = 'contact-form-draft';

/** How long typing must pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface Draft {
  fields: ContactFields;
  /**
   * Set when a send of these fields failed, or was still waiting for its answer when the page was
   * left ('no-answer'), so the next visit can offer Retry and say whether it may have arrived.
   */
  failure?: SendFailure;
}

function isFailure(value: unknown): value is SendFailure {
  if (typeof value !== 'object' || value === null) return false;
  const failure = value as Record<string, unknown>;
  return (
    failure.ok === false &&
    SEND_FAILURE_KINDS.includes(failure.kind as SendFailure['kind']) &&
    typeof failure.status === 'number' &&
    typeof failure.text === 'string'
  );
}

/** Reads a stored draft; anything malformed or empty counts as no draft. */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    const stored = (data.fields ?? {}) as Record<string, unknown>;
    const fields: ContactFields = { ...EMPTY_FIELDS };
    for (const key of Object.keys(EMPTY_FIELDS) as (keyof ContactFields)[]) {
      if (typeof stored[key] === 'string') fields[key] = stored[key];
    }
    if (!hasContent(fields)) return null;
    return isFailure(data.failure) ? { fields, failure: data.failure } : { fields };
  } catch {
    return null;
  }
}

/** Saves the draft, or removes it when it is empty. Never throws (storage may be blocked or full). */
export function saveDraft(storage: Storage | null, draft: Draft): void {
  try {
    if (!storage) return;
    if (hasContent(draft.fields)) storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage.removeItem(DRAFT_KEY);
  } catch {
    // Blocked or full storage: the fields on screen still hold the message.
  }
}

/** Reads the draft. Never throws. */
export function loadDraft(storage: Storage | null): Draft | null {
  try {
    return storage ? parseDraft(storage.getItem(DRAFT_KEY)) : null;
  } catch {
    return null;
  }
}
