/** Limits and texts of the contact form, shared by the component and its tests. */

/** Spec §4 and §9: the sent notice shows for 3000 ms, then hides. */
export const SENT_NOTICE_MS = 3000;

/** Longest message the form accepts; a long cover letter fits. */
export const MESSAGE_MAX_LENGTH = 10_000;

/** Longest name the form accepts. */
export const NAME_MAX_LENGTH = 200;

/** Longest e-mail address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** Spec §8: the notice after a successful send; without a name it greets "there". */
export function sentNotice(name: string): string {
  return `Hello ${name.trim() || 'there'}, Your Message has been sent`;
}
