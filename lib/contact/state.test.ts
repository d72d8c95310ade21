import { EMPTY_FIELDS } from '@/lib/contact/fields';
import { NO_ANSWER, type SendFailure, type SendResult } from '@/lib/contact/result';
import {
  contactReducer,
  draftOf,
  INITIAL_STATE,
  isBusy,
  needsConfirmation,
  type ContactAction,
  type ContactState,
} from '@/lib/contact/state';

const fields = { user_name: ' Ana ', user_email: 'ana@example.com', message: 'Hello' };
const OK: SendResult = { ok: true, status: 200, text: 'OK' };
const SERVER_ERROR: SendFailure = { ok: false, kind: 'server-error', status: 500, text: 'x' };
const NETWORK: SendFailure = { ok: false, kind: 'network', status: 0, text: 'Network Error' };

function run(state: ContactState, ...actions: ContactAction[]): ContactState {
  return actions.reduce(contactReducer, state);
}

const typed: ContactState = { ...INITIAL_STATE, fields };
/** Attempt 1 is out. */
const sending = run(typed, { type: 'send' });
/** Attempt 1 passed the time-out unanswered. */
const waiting = run(sending, { type: 'timeout', attempt: 1 });
/** Attempt 1 failed with an answer that proves nothing arrived. */
const failed = run(sending, { type: 'answer', attempt: 1, result: SERVER_ERROR });
/** Attempt 1 lost its connection: the message may have arrived. */
const lost = run(sending, { type: 'answer', attempt: 1, result: NETWORK });

describe('sending', () => {
  it('starts attempt 1 as form data and locks the fields', () => {
    expect(sending.phase).toEqual({ kind: 'sending', attempt: 1, via: 'form' });
    expect(sending.pending).toEqual([1]);
    expect(isBusy(sending.phase)).toBe(true);
    expect(run(sending, { type: 'edit', field: 'message', value: 'changed' })).toBe(sending);
  });

  it('sends what the inputs hold, and greets and saves that, even if the state missed typing', () => {
    const typedUnseen = run(INITIAL_STATE, { type: 'send', typed: fields });
    expect(typedUnseen.fields).toEqual(fields);
    expect(draftOf(typedUnseen).fields).toEqual(fields);
    const delivered = run(typedUnseen, { type: 'answer', attempt: 1, result: OK });
    expect(delivered.phase).toEqual({ kind: 'sent', name: 'Ana' });
    // While a request is out the inputs are locked: a press then changes nothing.
    expect(run(sending, { type: 'send', typed: EMPTY_FIELDS })).toBe(sending);
  });

  it('ignores a second press while the request is out (double click, Enter)', () => {
    expect(run(sending, { type: 'send' })).toBe(sending);
    expect(run(sending, { type: 'send' }, { type: 'send' }).lastAttempt).toBe(1);
  });

  it('a success shows the notice with the trimmed name and clears the form', () => {
    const state = run(sending, { type: 'answer', attempt: 1, result: OK });
    expect(state.phase).toEqual({ kind: 'sent', name: 'Ana' });
    expect(state.fields).toEqual(EMPTY_FIELDS);
    expect(state.pending).toEqual([]);
  });

  it('a failure keeps every field and offers Retry without asking', () => {
    expect(failed.phase).toEqual({
      kind: 'failed',
      failure: SERVER_ERROR,
      restored: false,
      confirming: false,
    });
    expect(failed.fields).toEqual(fields);
    expect(needsConfirmation(failed)).toBe(false);
    expect(run(failed, { type: 'send' }).phase).toEqual({
      kind: 'sending',
      attempt: 2,
      via: 'form',
    });
  });

  it('after the notice the form is idle again', () => {
    const sent = run(sending, { type: 'answer', attempt: 1, result: OK });
    expect(run(sent, { type: 'notice-over' }).phase).toEqual({ kind: 'idle' });
    expect(run(typed, { type: 'notice-over' })).toBe(typed);
  });

  it('a filled honeypot pretends success without starting a request', () => {
    const state = run(typed, { type: 'send', trap: true });
    expect(state.phase).toEqual({ kind: 'sent', name: 'Ana' });
    expect(state.lastAttempt).toBe(0);
    expect(state.pending).toEqual([]);
  });

  it('ignores answers to attempts it never started or already settled', () => {
    expect(run(sending, { type: 'answer', attempt: 7, result: OK })).toBe(sending);
    const sent = run(sending, { type: 'answer', attempt: 1, result: OK });
    expect(run(sent, { type: 'answer', attempt: 1, result: SERVER_ERROR })).toBe(sent);
  });
});

describe('time-out and late answers', () => {
  it('after the time-out keeps waiting for the answer instead of failing', () => {
    expect(waiting.phase).toEqual({ kind: 'waiting', attempt: 1, confirming: false });
    expect(waiting.pending).toEqual([1]);
    expect(waiting.fields).toEqual(fields);
    expect(isBusy(waiting.phase)).toBe(true);
  });

  it('ignores a time-out of an attempt that is no longer the one sending', () => {
    expect(run(sending, { type: 'timeout', attempt: 2 })).toBe(sending);
    expect(run(failed, { type: 'timeout', attempt: 1 })).toBe(failed);
    expect(run(waiting, { type: 'timeout', attempt: 1 })).toBe(waiting);
  });

  it('a late success turns into the sent notice and clears the form', () => {
    const state = run(waiting, { type: 'answer', attempt: 1, result: OK });
    expect(state.phase).toEqual({ kind: 'sent', name: 'Ana' });
    expect(state.fields).toEqual(EMPTY_FIELDS);
  });

  it('a late failure turns into the failed state, keeping the fields', () => {
    const state = run(waiting, { type: 'answer', attempt: 1, result: SERVER_ERROR });
    expect(state.phase).toMatchObject({ kind: 'failed', failure: SERVER_ERROR });
    expect(state.fields).toEqual(fields);
  });

  it('a late answer closes the question that was open meanwhile', () => {
    const asking = run(waiting, { type: 'send' });
    expect(run(asking, { type: 'answer', attempt: 1, result: OK }).phase.kind).toBe('sent');
    expect(run(asking, { type: 'answer', attempt: 1, result: SERVER_ERROR }).phase).toMatchObject({
      kind: 'failed',
      confirming: false,
    });
  });
});

describe('sending again when the message may have arrived', () => {
  it('asks first while waiting: Send does not send', () => {
    const asking = run(waiting, { type: 'send' });
    expect(asking.phase).toEqual({ kind: 'waiting', attempt: 1, confirming: true });
    expect(asking.lastAttempt).toBe(1);
    expect(run(asking, { type: 'send' })).toBe(asking);
  });

  it('cancel closes the question and keeps waiting', () => {
    const state = run(waiting, { type: 'send' }, { type: 'cancel' });
    expect(state.phase).toEqual(waiting.phase);
    expect(run(waiting, { type: 'cancel' })).toBe(waiting);
  });

  it('confirm sends attempt 2 while attempt 1 is still awaited', () => {
    const state = run(waiting, { type: 'send' }, { type: 'confirm' });
    expect(state.phase).toEqual({ kind: 'sending', attempt: 2, via: 'form' });
    expect(state.pending).toEqual([1, 2]);
  });

  it('confirm does nothing unless the question is open', () => {
    expect(run(waiting, { type: 'confirm' })).toBe(waiting);
    expect(run(failed, { type: 'confirm' })).toBe(failed);
    expect(run(typed, { type: 'confirm' })).toBe(typed);
  });

  it('a success of either attempt counts; a failure of the older one does not decide', () => {
    const both = run(waiting, { type: 'send' }, { type: 'confirm' });
    expect(run(both, { type: 'answer', attempt: 1, result: OK }).phase.kind).toBe('sent');
    const olderFailed = run(both, { type: 'answer', attempt: 1, result: SERVER_ERROR });
    expect(olderFailed.phase).toEqual(both.phase);
    expect(olderFailed.pending).toEqual([2]);
  });

  it('a failure of the newer attempt still asks, while the older one may arrive', () => {
    const both = run(waiting, { type: 'send' }, { type: 'confirm' });
    const newerFailed = run(both, { type: 'answer', attempt: 2, result: SERVER_ERROR });
    expect(newerFailed.phase.kind).toBe('failed');
    expect(needsConfirmation(newerFailed)).toBe(true);
    // ...and once the older one failed too, Retry no longer needs to ask.
    const bothFailed = run(newerFailed, { type: 'answer', attempt: 1, result: SERVER_ERROR });
    expect(needsConfirmation(bothFailed)).toBe(false);
    // A late success of the older one is honoured even then.
    expect(run(newerFailed, { type: 'answer', attempt: 1, result: OK }).phase.kind).toBe('sent');
  });

  it('asks before Retry after a lost connection, then sends on confirm', () => {
    expect(needsConfirmation(lost)).toBe(true);
    const asking = run(lost, { type: 'send' });
    expect(asking.phase).toMatchObject({ kind: 'failed', confirming: true });
    expect(run(asking, { type: 'send' })).toBe(asking);
    expect(run(asking, { type: 'cancel' }).phase).toMatchObject({ confirming: false });
    expect(run(asking, { type: 'confirm' }).phase).toEqual({
      kind: 'sending',
      attempt: 2,
      via: 'form',
    });
  });

  it('the visitor may edit while the question is open', () => {
    const asking = run(lost, { type: 'send' });
    const edited = run(asking, { type: 'edit', field: 'message', value: 'Hello again' });
    expect(edited.fields.message).toBe('Hello again');
  });
});

describe('restoring the draft', () => {
  it('brings back the fields alone', () => {
    const state = run(INITIAL_STATE, { type: 'restore', draft: { fields } });
    expect(state.fields).toEqual(fields);
    expect(state.phase).toEqual({ kind: 'idle' });
  });

  it('brings back a failure; Retry sends the saved fields as JSON, without asking', () => {
    const state = run(INITIAL_STATE, { type: 'restore', draft: { fields, failure: SERVER_ERROR } });
    expect(state.phase).toEqual({
      kind: 'failed',
      failure: SERVER_ERROR,
      restored: true,
      confirming: false,
    });
    expect(run(state, { type: 'send' }).phase).toEqual({
      kind: 'sending',
      attempt: 1,
      via: 'fields',
    });
  });

  it('a send left unanswered on the last visit asks before sending again', () => {
    const state = run(INITIAL_STATE, { type: 'restore', draft: { fields, failure: NO_ANSWER } });
    expect(needsConfirmation(state)).toBe(true);
    const sent = run(state, { type: 'send' }, { type: 'confirm' });
    expect(sent.phase).toEqual({ kind: 'sending', attempt: 1, via: 'fields' });
  });

  it('never overwrites what the visitor has started meanwhile', () => {
    expect(run(sending, { type: 'restore', draft: { fields: EMPTY_FIELDS } })).toBe(sending);
  });
});

describe('mail app hand-off (no EmailJS configuration)', () => {
  it('says the mail app should open and keeps the fields', () => {
    const state = run(typed, { type: 'hand-off' });
    expect(state.phase).toEqual({ kind: 'handed-off' });
    expect(state.fields).toEqual(fields);
    expect(run(sending, { type: 'hand-off' })).toBe(sending);
  });
});

describe('editing', () => {
  it('updates one field when not busy', () => {
    expect(
      run(INITIAL_STATE, { type: 'edit', field: 'user_email', value: 'a@b.c' }).fields,
    ).toEqual({ ...EMPTY_FIELDS, user_email: 'a@b.c' });
    expect(run(waiting, { type: 'edit', field: 'message', value: '' })).toBe(waiting);
  });
});

describe('draftOf', () => {
  it('stores the fields, the failure, or "no answer" while a request is out', () => {
    expect(draftOf(typed)).toEqual({ fields });
    expect(draftOf(sending)).toEqual({ fields, failure: NO_ANSWER });
    expect(draftOf(waiting)).toEqual({ fields, failure: NO_ANSWER });
    expect(draftOf(failed)).toEqual({ fields, failure: SERVER_ERROR });
    expect(draftOf(run(sending, { type: 'answer', attempt: 1, result: OK }))).toEqual({
      fields: EMPTY_FIELDS,
    });
  });
});
