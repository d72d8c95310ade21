/**
 * The contact form's send states, as a pure reducer. The rules it keeps:
 * - one request per press: a press while a request is out does nothing (double click, Enter);
 * - no message lost: every failure keeps the fields, and an answer is honoured however late it
 *   comes (a late success becomes the sent notice, a late failure the failed state);
 * - never sent twice by our doing: sending again while the message may already have arrived (no
 *   answer yet, or the answer was lost) first asks the visitor (`confirming`).
 * The component (hooks/useContactForm.ts) runs the side effects: it starts the
 * request of each new attempt, the time-out and notice timers, and saves the draft.
 */
import { EMPTY_FIELDS, type ContactFieldName, type ContactFields } from '@/lib/contact/fields';
import type { Draft } from '@/lib/contact/draft';
import { mayHaveArrived, NO_ANSWER, type SendFailure, type SendResult } from '@/lib/contact/result';

/**
 * How an attempt is sent. 'form': the form element itself as form data (send-form), whenever the
 * visitor's press produced it. 'fields': the saved fields as JSON (send), for a message restored
 * from an earlier visit.
 */
export type SendVia = 'form' | 'fields';

export type ContactPhase =
  /** Nothing going on: the visitor may type and send. */
  | { kind: 'idle' }
  /** Attempt `attempt` is out, within the time-out. */
  | { kind: 'sending'; attempt: number; via: SendVia }
  /** Attempt `attempt` passed the time-out unanswered; its answer is still awaited. */
  | { kind: 'waiting'; attempt: number; confirming: boolean }
  /** Sent: the notice shows (SENT_NOTICE_MS) and the fields are empty. */
  | { kind: 'sent'; name: string }
  /**
   * The last attempt failed; the fields still hold the message.
   * `restored`: the failure happened on an earlier visit and was read back from the draft.
   * `confirming`: the visitor pressed Retry and is asked first (see `needsConfirmation`).
   */
  | { kind: 'failed'; failure: SendFailure; restored: boolean; confirming: boolean }
  /** No EmailJS configuration: the message went to the visitor's own mail app. */
  | { kind: 'handed-off' };

export interface ContactState {
  fields: ContactFields;
  phase: ContactPhase;
  /** Id of the newest attempt; each new request gets the next one. */
  lastAttempt: number;
  /** Attempts still without an answer (an earlier one may still answer after a confirmed resend). */
  pending: number[];
}

export type ContactAction =
  /** The visitor typed into a field. */
  | { type: 'edit'; field: ContactFieldName; value: string }
  /** The draft read back from storage after hydration. */
  | { type: 'restore'; draft: Draft }
  /**
   * Send or Retry was pressed; `trap`: the hidden honeypot field is filled (a bot); `typed`: what
   * the inputs hold at that moment, which is what goes out.
   */
  | { type: 'send'; trap?: boolean; typed?: ContactFields }
  /** "Yes, send it again" in the confirmation step. */
  | { type: 'confirm' }
  /** The confirmation step was closed without sending. */
  | { type: 'cancel' }
  /** SEND_TIMEOUT_MS passed since `attempt` left. */
  | { type: 'timeout'; attempt: number }
  /** The provider's answer to `attempt` (or the failure to reach it). */
  | { type: 'answer'; attempt: number; result: SendResult }
  /** SENT_NOTICE_MS passed since the sent notice appeared. */
  | { type: 'notice-over' }
  /** Sending is not set up: the message was handed to the visitor's mail app. */
  | { type: 'hand-off' };

export const INITIAL_STATE: ContactState = {
  fields: EMPTY_FIELDS,
  phase: { kind: 'idle' },
  lastAttempt: 0,
  pending: [],
};

/** Whether a request is out and the fields are locked (read-only, presses ignored). */
export function isBusy(phase: ContactPhase): boolean {
  return phase.kind === 'sending' || phase.kind === 'waiting';
}

/**
 * Whether sending now could deliver the message twice: the form is still waiting for an answer,
 * the failure does not prove the message was refused, or an earlier attempt is still unanswered.
 */
export function needsConfirmation(state: ContactState): boolean {
  const { phase } = state;
  if (phase.kind === 'waiting') return true;
  if (phase.kind !== 'failed') return false;
  return mayHaveArrived(phase.failure) || state.pending.length > 0;
}

/** What to keep in storage for this state; fields left empty remove the draft. */
export function draftOf(state: ContactState): Draft {
  const { phase, fields } = state;
  // If the page is left now, the answer will never be heard: the next visit must say so.
  if (isBusy(phase)) return { fields, failure: NO_ANSWER };
  if (phase.kind === 'failed') return { fields, failure: phase.failure };
  return { fields };
}

function startAttempt(state: ContactState, via: SendVia): ContactState {
  const attempt = state.lastAttempt + 1;
  return {
    ...state,
    phase: { kind: 'sending', attempt, via },
    lastAttempt: attempt,
    pending: [...state.pending, attempt],
  };
}

/** A failure read back from an earlier visit is sent from its saved fields; all else as a form. */
function viaFor(phase: ContactPhase): SendVia {
  return phase.kind === 'failed' && phase.restored ? 'fields' : 'form';
}

function setConfirming(state: ContactState, confirming: boolean): ContactState {
  const { phase } = state;
  if (phase.kind !== 'waiting' && phase.kind !== 'failed') return state;
  if (phase.confirming === confirming) return state;
  return { ...state, phase: { ...phase, confirming } };
}

/** The sent notice greets the name the message went with; the form clears for the next one. */
function sent(state: ContactState): ContactState {
  return {
    ...state,
    fields: EMPTY_FIELDS,
    phase: { kind: 'sent', name: state.fields.user_name.trim() },
  };
}

function answer(state: ContactState, attempt: number, result: SendResult): ContactState {
  if (!state.pending.includes(attempt)) return state;
  const settled = { ...state, pending: state.pending.filter((id) => id !== attempt) };
  const { phase } = settled;
  const current = isBusy(phase) && 'attempt' in phase && phase.attempt === attempt;

  if (result.ok) {
    // Any attempt of this message arriving means it was delivered, even an earlier one answering
    // after a resend was confirmed. Once the notice has shown, later answers change nothing.
    if (isBusy(phase) || phase.kind === 'failed') {
      return sent(settled);
    }
    return settled;
  }
  // A failure speaks only for its own attempt: a newer attempt's outcome is still to come.
  if (!current) return settled;
  return {
    ...settled,
    phase: { kind: 'failed', failure: result, restored: false, confirming: false },
  };
}

export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  const { phase } = state;
  switch (action.type) {
    case 'edit':
      if (isBusy(phase)) return state;
      return { ...state, fields: { ...state.fields, [action.field]: action.value } };

    case 'restore': {
      // Only into an untouched form: the visitor's own typing wins over an old draft.
      if (phase.kind !== 'idle' || state.pending.length > 0) return state;
      const { fields, failure } = action.draft;
      return {
        ...state,
        fields,
        phase: failure ? { kind: 'failed', failure, restored: true, confirming: false } : phase,
      };
    }

    case 'send': {
      if (phase.kind === 'sending') return state;
      if (phase.kind === 'waiting' || phase.kind === 'failed') {
        if (phase.confirming) return state;
        if (needsConfirmation(state)) return setConfirming(state, true);
      }
      // The message is what the inputs hold as it leaves (the request reads the form itself): text
      // typed while React was still taking over the inputs reached them but not the state, and the
      // notice then greeted "there" and the saved draft lacked it. While busy they cannot change.
      const sending = action.typed && !isBusy(phase) ? { ...state, fields: action.typed } : state;
      // Only bots fill the hidden field: tell them it worked and send nothing.
      if (action.trap) return sent(sending);
      return startAttempt(sending, viaFor(phase));
    }

    case 'confirm':
      if ((phase.kind !== 'waiting' && phase.kind !== 'failed') || !phase.confirming) return state;
      return startAttempt(state, viaFor(phase));

    case 'cancel':
      return setConfirming(state, false);

    case 'timeout':
      if (phase.kind !== 'sending' || phase.attempt !== action.attempt) return state;
      return { ...state, phase: { kind: 'waiting', attempt: phase.attempt, confirming: false } };

    case 'answer':
      return answer(state, action.attempt, action.result);

    case 'notice-over':
      return phase.kind === 'sent' ? { ...state, phase: { kind: 'idle' } } : state;

    case 'hand-off':
      return isBusy(phase) ? state : { ...state, phase: { kind: 'handed-off' } };
  }
}
