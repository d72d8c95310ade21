'use client';

import { useCallback, useRef, type FormEvent } from 'react';
import type { ContactCopy } from '@/content';
import type { EmailJsConfigResult } from '@/lib/contact/config';
import type { ContactFields } from '@/lib/contact/fields';
import {
  EMAIL_MAX_LENGTH,
  failureReason,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  sentNotice,
} from '@/lib/contact/form';
import { buildMailtoUrl } from '@/lib/contact/mailto';
import { holdPress } from '@/lib/head-script/held-press';
import { failureTitle, submitLabel } from '@/lib/contact/labels';
import { isBusy } from '@/lib/contact/state';
import { fillTemplate } from '@/lib/content/copy';
import { Field } from '@/components/contact/Field';
import { Honeypot } from '@/components/contact/Honeypot';
import { SendPanel } from '@/components/contact/SendPanel';
import { useConfirmFocus } from '@/hooks/useConfirmFocus';
import { useContactForm } from '@/hooks/useContactForm';
import styles from './ContactForm.module.scss';

export interface ContactFormProps {
  /** Every word of the form (content/copy/contact.ts). */
  copy: ContactCopy;
  /** The owner's address, for the mailto fallback. */
  ownerEmail: string;
  /** The EmailJS settings read at build time, or the problems that stop sending. */
  emailJs: EmailJsConfigResult;
}

/**
 * The contact form (user_name, user_email, message; every one optional). Markup only: the
 * send states live in lib/contact/state.ts and their effects in useContactForm.
 */
export function ContactForm({ copy, ownerEmail, emailJs }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  const handOff = useCallback(
    (fields: ContactFields) => {
      window.location.href = buildMailtoUrl(ownerEmail, fields, copy.mailto);
    },
    [ownerEmail, copy.mailto],
  );
  const { state, configured, edit, send, confirm, cancel, preload } = useContactForm(
    emailJs,
    formRef,
    trapRef,
    handOff,
  );
  const { phase, fields } = state;
  const busy = isBusy(phase);
  const confirming = (phase.kind === 'waiting' || phase.kind === 'failed') && phase.confirming;

  useConfirmFocus(confirming, confirmRef, retryRef, submitRef);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  const sendLabel = submitLabel(copy, phase, configured);
  const mailtoUrl = buildMailtoUrl(ownerEmail, fields, copy.mailto);
  const mailtoLink = (
    <a className={styles.mailto} href={mailtoUrl}>
      {fillTemplate(copy.failed.mailtoInstead, { email: ownerEmail })}
    </a>
  );
  const [noteBefore, noteAfter] = copy.notConfiguredNote.split('{email}');
  const fieldProps = { onChange: edit, readOnly: busy };

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={copy.formLabel}
      aria-busy={busy}
      onSubmit={handleSubmit}
      onFocus={preload}
      {...holdPress}
    >
      <div className={styles.row}>
        <Field
          {...fieldProps}
          name="user_name"
          type="text"
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={fields.user_name}
        />
        <Field
          {...fieldProps}
          name="user_email"
          type="email"
          label={copy.emailLabel}
          placeholder={copy.emailPlaceholder}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={fields.user_email}
        />
      </div>
      <Field
        {...fieldProps}
        name="message"
        type="textarea"
        label={copy.messageLabel}
        placeholder={copy.messagePlaceholder}
        maxLength={MESSAGE_MAX_LENGTH}
        value={fields.message}
      />

      <Honeypot label={copy.honeypotLabel} inputRef={trapRef} />

      {phase.kind === 'failed' && !confirming && (
        <SendPanel
          tone="danger"
          role="alert"
          title={failureTitle(copy, { ...state, phase })}
          text={`${failureReason(copy, phase.failure)} ${copy.failed.kept}`}
        >
          <button ref={retryRef} type="button" className={styles.retry} onClick={send}>
            {copy.failed.retry}
          </button>
          {mailtoLink}
        </SendPanel>
      )}

      {confirming && (
        <SendPanel
          ref={confirmRef}
          tone="ask"
          role="group"
          title={copy.confirm.title}
          text={copy.confirm.text}
        >
          <button type="button" className={styles.retry} onClick={confirm}>
            {copy.confirm.send}
          </button>
          <button type="button" className={styles.secondary} onClick={cancel}>
            {phase.kind === 'waiting' ? copy.confirm.keepWaiting : copy.confirm.cancel}
          </button>
          {mailtoLink}
        </SendPanel>
      )}

      {!configured && (
        <p className={styles.note}>
          {noteBefore}
          <a className={styles.mailto} href={mailtoUrl}>
            {ownerEmail}
          </a>
          {noteAfter}
        </p>
      )}

      <div className={styles.footer}>
        {/* The live region stays in the page while empty, so screen readers announce what comes.
            Each notice, like the button's words below, is an element of its own: a browser's page
            translation replaces every text node with its own, and React, inserting beside or
            removing a text node that was gone, threw and lost the whole page. An element whose
            only child is its words gets new words whole, so they show translated or not. */}
        <p role="status" className={styles.notice} data-kind={phase.kind}>
          {phase.kind === 'sent' && <span>{sentNotice(copy, phase.name)}</span>}
          {phase.kind === 'handed-off' && (
            <span>{fillTemplate(copy.handedOffNotice, { email: ownerEmail })}</span>
          )}
          {phase.kind === 'waiting' && (
            <span>
              <strong className={styles.noticeTitle}>{copy.waiting.title}</strong>{' '}
              {copy.waiting.text}
            </span>
          )}
        </p>
        <button
          ref={submitRef}
          type="submit"
          className={styles.submit}
          aria-disabled={phase.kind === 'sending' || confirming}
        >
          {phase.kind === 'sending' && <span className={styles.spinner} aria-hidden="true" />}
          <span>{sendLabel}</span>
        </button>
      </div>
    </form>
  );
}
