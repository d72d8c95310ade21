import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';
import { trackEvent } from '@/lib/analytics/events';
import type { EmailJsConfigResult } from '@/lib/contact/config';
import { DRAFT_SAVE_DELAY_MS, loadDraft, saveDraft } from '@/lib/contact/draft';
import { fieldsOfForm, hasContent, type ContactFieldName } from '@/lib/contact/fields';
import { SEND_TIMEOUT_MS, SENT_NOTICE_MS } from '@/lib/contact/form';
import { NETWORK_ERROR, type SendResult } from '@/lib/contact/result';
import { loadSender } from '@/lib/contact/sdk';
import {
  contactReducer,
  draftOf,
  INITIAL_STATE,
  type ContactState,
  type SendVia,
} from '@/lib/contact/state';
import { browserStorage } from '@/lib/contact/storage';
import { useHeldPress } from '@/hooks/useHeldPress';

export interface ContactFormControls {
  state: ContactState;
  /** Whether EmailJS is configured; without it Send hands the message to the mail app. */
  configured: boolean;
  edit(field: ContactFieldName, value: string): void;
  /** Send (the form's submit) and Retry. */
  send(): void;
  confirm(): void;
  cancel(): void;
  /** Starts loading the SDK, e.g. when the form gets focus. */
  preload(): void;
}

async function deliver(
  emailJs: EmailJsConfigResult,
  via: SendVia,
  form: HTMLFormElement | null,
  fields: ContactState['fields'],
): Promise<SendResult> {
  try {
    if (!emailJs.ok) throw new Error(emailJs.problems.join('; '));
    const sender = await loadSender(emailJs.config);
    if (via === 'fields' || !form) return await sender.sendFields(fields);
    return await sender.sendForm(form);
  } catch (error) {
    // Only the SDK chunk failing to load ends up here (sends start only when configured); the
    // sender itself never throws.
    console.error(error);
    return { ok: false, kind: 'network', ...NETWORK_ERROR };
  }
}

/**
 * The contact form's behaviour: the reducer of lib/contact/state.ts plus its side effects
 * (requests, timers, the draft in storage). The component only renders what this returns.
 * `emailJs` is read on the server; `onHandOff(fields)` opens the mail app when it is not usable.
 */
export function useContactForm(
  emailJs: EmailJsConfigResult,
  formRef: RefObject<HTMLFormElement | null>,
  trapRef: RefObject<HTMLInputElement | null>,
  onHandOff: (fields: ContactState['fields']) => void,
): ContactFormControls {
  const [state, dispatch] = useReducer(contactReducer, INITIAL_STATE);
  const stateRef = useRef(state);
  const { phase, fields } = state;

  // Kept in step before the browser paints (a layout effect): a visitor who sees a new state and
  // leaves the page at once must leave with that state saved, not the one before it (a reload
  // right after a failure on screen brought it back as "may not have been sent").
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  // Bring back what the visitor typed: before the scripts arrived (the page is usable before
  // hydration, and that text is only in the inputs, so it wins), or else before a reload (the
  // draft). Both exist only in the browser, so this runs after hydration; the extra render is the
  // point.
  useEffect(() => {
    const typedEarly = fieldsOfForm(formRef.current);
    const draft = hasContent(typedEarly) ? { fields: typedEarly } : loadDraft(browserStorage());
    if (draft) dispatch({ type: 'restore', draft });
  }, [formRef]);

  // A change of phase is saved at once, before the page shows it (before a request leaves, so
  // closing the tab mid-send loses nothing); typing is saved once it pauses, and at once when the
  // page is being left.
  useLayoutEffect(() => {
    // Idle is the first render (the draft is not read back yet) or after the notice (saved then).
    if (phase.kind !== 'idle') saveDraft(browserStorage(), draftOf(stateRef.current));
  }, [phase]);
  useEffect(() => {
    const save = () => saveDraft(browserStorage(), draftOf(stateRef.current));
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [fields]);

  // Each new attempt sends exactly one request; the ref keeps a re-run of the effect (React's
  // development double run) from sending it again. Its answer is dispatched however late it comes.
  const startedRef = useRef(0);
  const attempt = phase.kind === 'sending' ? phase.attempt : 0;
  const via = phase.kind === 'sending' ? phase.via : 'form';
  useEffect(() => {
    if (attempt === 0 || startedRef.current >= attempt) return;
    startedRef.current = attempt;
    void deliver(emailJs, via, formRef.current, stateRef.current.fields).then((result) => {
      if (!result.ok) console.error(`Contact form not sent: ${result.status} ${result.text}`);
      else trackEvent('Message Sent', {});
      dispatch({ type: 'answer', attempt, result });
    });
  }, [emailJs, attempt, via, formRef]);

  // Past the time-out the form says it is still waiting; the request itself goes on.
  useEffect(() => {
    if (attempt === 0) return;
    const timer = setTimeout(() => {
      console.warn(`Contact form: no answer after ${SEND_TIMEOUT_MS} ms, still waiting for it`);
      dispatch({ type: 'timeout', attempt });
    }, SEND_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  // The sent notice hides itself after SENT_NOTICE_MS.
  useEffect(() => {
    if (phase.kind !== 'sent') return;
    const timer = setTimeout(() => dispatch({ type: 'notice-over' }), SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const send = useCallback(() => {
    if (!emailJs.ok && !trapRef.current?.value) {
      for (const problem of emailJs.problems) console.error(problem);
      dispatch({ type: 'hand-off' });
      // The inputs, not the state: a Send held from before hydration comes before the render that
      // restores what was typed (the inputs are controlled, so otherwise the two agree).
      onHandOff(fieldsOfForm(formRef.current));
      return;
    }
    dispatch({
      type: 'send',
      trap: Boolean(trapRef.current?.value),
      typed: fieldsOfForm(formRef.current),
    });
  }, [emailJs, trapRef, formRef, onHandOff]);

  // A Send pressed before hydration (held by the head script, lib/head-script/held-press.ts) goes out now. Its
  // effect runs after the restore's above, so the reducer takes the typed text first.
  useHeldPress(formRef, send);

  return {
    state,
    configured: emailJs.ok,
    edit: useCallback(
      (field: ContactFieldName, value: string) => dispatch({ type: 'edit', field, value }),
      [],
    ),
    send,
    confirm: useCallback(() => dispatch({ type: 'confirm' }), []),
    cancel: useCallback(() => dispatch({ type: 'cancel' }), []),
    preload: useCallback(() => {
      if (emailJs.ok) void loadSender(emailJs.config).catch(() => undefined);
    }, [emailJs]),
  };
}
