'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { readEmailJsConfig, type EmailJsConfig } from '@/lib/contact/config';
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SENT_NOTICE_MS,
  sentNotice,
} from '@/lib/contact/form';
import {
  browserStorage,
  clearDraft,
  loadDraft,
  saveDraft,
  DRAFT_SAVE_DELAY_MS,
} from '@/lib/contact/draft';
import { buildMailtoUrl, EMPTY_FIELDS, type ContactFields } from '@/lib/contact/mailto';
import {
  createContactSender,
  describeFailure,
  NETWORK_ERROR,
  type ContactSender,
  type SendFailure,
  type SendResult,
} from '@/lib/contact/send';
import styles from './ContactForm.module.scss';

/** Read once: NEXT_PUBLIC_* values are fixed when the site is built. */
const emailJs = readEmailJsConfig();

let senderPromise: Promise<ContactSender> | null = null;

/** Loads the SDK on first use (focus or submit), so it stays out of the first-load JavaScript. */
function loadSender(config: EmailJsConfig): Promise<ContactSender> {
  if (!senderPromise) {
    senderPromise = import('@emailjs/browser').then((sdk) => createContactSender(sdk, config));
    // A chunk that failed to load is tried again on the next attempt.
    senderPromise.catch(() => {
      senderPromise = null;
    });
  }
  return senderPromise;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string }
  /** `restored`: the failure happened on an earlier visit and was read back from the draft. */
  | { kind: 'failed'; failure: SendFailure; restored: boolean }
  /** No EmailJS configuration: the message went to the visitor's own mail app. */
  | { kind: 'handed-off' };

/**
 * The contact form (spec §3: user_name, user_email, message; all optional, §5).
 * Sends with EmailJS; on any failure keeps every character and offers Retry and a mailto link;
 * without EmailJS configuration it opens the visitor's mail app instead.
 */
export interface ContactFormProps {
  /** The owner's address, for the mailto fallback (a plain prop: no content module ships). */
  email: string;
}

export function ContactForm({ email }: ContactFormProps) {
  const [fields, setFields] = useState<ContactFields>(EMPTY_FIELDS);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // State updates land a render later; a ref stops a double click from sending twice.
  const busyRef = useRef(false);
  const fieldsRef = useRef(fields);
  const failureRef = useRef<SendFailure | undefined>(undefined);

  useEffect(() => {
    fieldsRef.current = fields;
    failureRef.current = phase.kind === 'failed' ? phase.failure : undefined;
  }, [fields, phase]);

  // Bring back what the visitor typed before a reload. Storage exists only in the browser, so this
  // runs after hydration; the extra render is the point.
  useEffect(() => {
    const draft = loadDraft(browserStorage());
    if (!draft) return;
    /* eslint-disable react-hooks/set-state-in-effect -- restoring from localStorage after hydration */
    setFields(draft.fields);
    if (draft.failure) setPhase({ kind: 'failed', failure: draft.failure, restored: true });
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  // Save the draft once typing pauses, and at once when the page is being left.
  useEffect(() => {
    const save = () =>
      saveDraft(browserStorage(), { fields: fieldsRef.current, failure: failureRef.current });
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [fields, phase]);

  // The sent notice hides itself after SENT_NOTICE_MS.
  useEffect(() => {
    if (phase.kind !== 'sent') return;
    const timer = setTimeout(() => setPhase({ kind: 'idle' }), SENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  }

  function markSent(name: string) {
    const cleared = { ...EMPTY_FIELDS };
    fieldsRef.current = cleared;
    failureRef.current = undefined;
    clearDraft(browserStorage());
    setFields(cleared);
    setPhase({ kind: 'sent', name: name.trim() });
  }

  /** `via`: 'form' posts the form element (send-form); 'fields' posts the saved fields as JSON. */
  async function deliver(via: 'form' | 'fields') {
    const form = formRef.current;
    if (busyRef.current || !form) return;
    const snapshot = { ...fieldsRef.current };

    // Only bots fill the hidden field: tell them it worked and send nothing.
    if (honeypotRef.current?.value) {
      markSent(snapshot.user_name);
      return;
    }

    if (!emailJs.ok) {
      for (const problem of emailJs.problems) console.error(problem);
      saveDraft(browserStorage(), { fields: snapshot });
      setPhase({ kind: 'handed-off' });
      window.location.href = buildMailtoUrl(email, snapshot);
      return;
    }

    busyRef.current = true;
    setPhase({ kind: 'sending' });
    // Kept before the request leaves, so closing the tab mid-send loses nothing.
    saveDraft(browserStorage(), { fields: snapshot });
    let result: SendResult;
    try {
      const sender = await loadSender(emailJs.config);
      result = via === 'form' ? await sender.sendForm(form) : await sender.sendFields(snapshot);
    } catch (error) {
      // Only the SDK chunk itself failing to load ends up here; the sender never throws.
      console.error(error);
      result = { ok: false, kind: 'network', ...NETWORK_ERROR };
    }
    busyRef.current = false;

    if (result.ok) {
      markSent(snapshot.user_name);
      return;
    }
    console.error(`Contact form not sent: ${result.status} ${result.text}`);
    failureRef.current = result;
    saveDraft(browserStorage(), { fields: fieldsRef.current, failure: result });
    setPhase({ kind: 'failed', failure: result, restored: false });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver('form');
  }

  function handleRetry() {
    void deliver(phase.kind === 'failed' && phase.restored ? 'fields' : 'form');
  }

  function preload() {
    if (emailJs.ok) void loadSender(emailJs.config).catch(() => undefined);
  }

  const sending = phase.kind === 'sending';
  const mailtoUrl = buildMailtoUrl(email, fields);
  const notice =
    phase.kind === 'sent'
      ? sentNotice(phase.name)
      : phase.kind === 'handed-off'
        ? `Your email app should open with your message ready to send. If nothing opened, write to ${email}.`
        : '';

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label="Contact form"
      aria-busy={sending}
      onSubmit={handleSubmit}
      onFocus={preload}
    >
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="contact-name">
            Name
          </label>
          <input
            id="contact-name"
            className={styles.input}
            name="user_name"
            type="text"
            autoComplete="name"
            dir="auto"
            maxLength={NAME_MAX_LENGTH}
            value={fields.user_name}
            onChange={handleChange}
            readOnly={sending}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="contact-email">
            Email
          </label>
          <input
            id="contact-email"
            className={styles.input}
            name="user_email"
            type="email"
            autoComplete="email"
            dir="auto"
            maxLength={EMAIL_MAX_LENGTH}
            value={fields.user_email}
            onChange={handleChange}
            readOnly={sending}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="contact-message">
          Message
        </label>
        <textarea
          id="contact-message"
          className={`${styles.input} ${styles.message}`}
          name="message"
          rows={6}
          dir="auto"
          maxLength={MESSAGE_MAX_LENGTH}
          value={fields.message}
          onChange={handleChange}
          readOnly={sending}
        />
      </div>

      {/* Honeypot. Hidden from people and assistive technology but not display:none, so bots fill
          it. Its `form` attribute names no form, so it is never part of the sent form data. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">Website (leave empty)</label>
        <input
          id="contact-website"
          ref={honeypotRef}
          name="website"
          type="text"
          form="contact-form-honeypot"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {phase.kind === 'failed' && (
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>
            {phase.restored
              ? 'Your message from your last visit has not been sent yet.'
              : 'Your message was not sent.'}
          </p>
          <p>
            {describeFailure(phase.failure)} Everything you wrote is still here: try again, or send
            it from your own email app.
          </p>
          <div className={styles.alertActions}>
            <button type="button" className={styles.retry} onClick={handleRetry}>
              Retry
            </button>
            <a className={styles.mailto} href={mailtoUrl}>
              Email {email} instead
            </a>
          </div>
        </div>
      )}

      {!emailJs.ok && (
        <p className={styles.note}>
          Sending straight from this page is not available right now, so Send opens your own email
          app with your message filled in, addressed to{' '}
          <a className={styles.mailto} href={mailtoUrl}>
            {email}
          </a>
          .
        </p>
      )}

      <div className={styles.footer}>
        <p
          role="status"
          className={notice ? styles.notice : styles.noticeEmpty}
          data-kind={phase.kind}
        >
          {notice}
        </p>
        <button type="submit" className={styles.submit} aria-disabled={sending}>
          {sending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Sending…
            </>
          ) : emailJs.ok ? (
            'Send'
          ) : (
            'Send via email app'
          )}
        </button>
      </div>
    </form>
  );
}
