/** The `mailto:` link that hands a contact message to the visitor's own e-mail app. */
import type { ContactCopy } from '@/content';
import type { ContactFields } from '@/lib/contact/fields';
import { fillTemplate } from '@/lib/content/copy';

/** The words of the handed-over message (from content/copy/contact.ts). */
export type MailtoCopy = ContactCopy['mailto'];

/** Subject line of a message handed to the mail app. */
export function mailtoSubject(fields: ContactFields, copy: MailtoCopy): string {
  const name = fields.user_name.trim();
  return name ? fillTemplate(copy.subject, { name }) : copy.subjectNoName;
}

/** Body of a message handed to the mail app: who wrote, then the message as typed. */
export function mailtoBody(fields: ContactFields, copy: MailtoCopy): string {
  // RFC 6068 asks for CRLF line breaks in a mailto body.
  return [
    `${copy.nameLine}${fields.user_name.trim()}`,
    `${copy.emailLine}${fields.user_email.trim()}`,
    '',
    fields.message,
  ].join('\r\n');
}

/**
 * `mailto:owner?subject=…&body=…` with both parts percent-encoded, so `&`, `#`, `?`, line breaks,
 * emoji and right-to-left text survive. The address is the owner's own, from content/site.ts.
 */
export function buildMailtoUrl(to: string, fields: ContactFields, copy: MailtoCopy): string {
  const subject = encodeURIComponent(mailtoSubject(fields, copy));
  const body = encodeURIComponent(mailtoBody(fields, copy));
  return `mailto:${encodeURI(to)}?subject=${subject}&body=${body}`;
}
