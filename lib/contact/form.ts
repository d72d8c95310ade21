/** Limits, timings and sentence-filling of the contact form, shared by the form and its tests. */
import type { ContactCopy } from '@/content';
import type { SendFailure } from '@/lib/contact/result';
import { fillTemplate } from '@/lib/content/copy';

/** The sent notice shows for 3000 ms, then hides. */
export const SENT_NOTICE_MS = 3000;

/**
 * How long a send may take before the form says it is still waiting. Not a give-up: the answer
 * is still honoured whenever it comes (see lib/contact/state.ts).
 */
export const SEND_TIMEOUT_MS = 15_000;

/** Longest message the form accepts; a long cover letter fits. */
export const MESSAGE_MAX_LENGTH = 10_000;

/** Longest name the form accepts. */
export const NAME_MAX_LENGTH = 200;

/** Longest e-mail address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** The notice after a successful send; without a name it greets "there". */
export function sentNotice(copy: ContactCopy, name: string): string {
  return fillTemplate(copy.sentNotice, { name: name.trim() || copy.sentNoticeNoName });
}

/** A sentence for the visitor on what went wrong, in plain words. */
export function failureReason(copy: ContactCopy, failure: SendFailure): string {
  return fillTemplate(copy.reasons[failure.kind], { status: failure.status });
}
