/** The `mailto:` link that hands a contact message to the visitor's own e-mail app. */

/** What the visitor typed; every field may be empty (spec §5). */
export interface ContactFields {
  user_name: string;
  user_email: string;
  message: string;
}

/** An empty message. */
export const EMPTY_FIELDS: ContactFields = { user_name: '', user_email: '', message: '' };

/** Subject line of a message handed to the mail app. */
export function mailtoSubject(fields: ContactFields): string {
  const name = fields.user_name.trim();
  return name ? `Portfolio contact from ${name}` : 'Portfolio contact';
}

/** Body of a message handed to the mail app: who wrote, then the message as typed. */
export function mailtoBody(fields: ContactFields): string {
  // RFC 6068 asks for CRLF line breaks in a mailto body.
  return [
    `Name: ${fields.user_name.trim()}`,
    `Email: ${fields.user_email.trim()}`,
    '',
    fields.message,
  ].join('\r\n');
}

/**
 * `mailto:owner?subject=…&body=…` with both parts percent-encoded, so `&`, `#`, `?`, line breaks,
 * emoji and right-to-left text survive. The address is the owner's own, from content/site.ts.
 */
export function buildMailtoUrl(to: string, fields: ContactFields): string {
  const subject = encodeURIComponent(mailtoSubject(fields));
  const body = encodeURIComponent(mailtoBody(fields));
  return `mailto:${encodeURI(to)}?subject=${subject}&body=${body}`;
}
