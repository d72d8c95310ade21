/** What the visitor typed into the contact form (spec §3), shared by the form, draft and senders. */

/** The three fields; every one may be empty (spec §5). */
export interface ContactFields {
  user_name: string;
  user_email: string;
  message: string;
}

/** The field names, in the order the form shows and sends them. */
export type ContactFieldName = keyof ContactFields;

/** An empty message. */
export const EMPTY_FIELDS: ContactFields = { user_name: '', user_email: '', message: '' };

/** Whether any field holds something worth keeping. */
export function hasContent(fields: ContactFields): boolean {
  return Object.values(fields).some((value) => value.trim() !== '');
}
