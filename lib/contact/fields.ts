/** What the visitor typed into the contact form, shared by the form, draft and senders. */

/** The three fields; every one may be empty. */
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

/**
 * What a form's three inputs hold right now. Read once at hydration: the page works before its
 * scripts arrive, so a visitor may already have typed, and that text exists only in the DOM.
 */
export function fieldsOfForm(form: HTMLFormElement | null): ContactFields {
  const fields = { ...EMPTY_FIELDS };
  if (!form) return fields;
  const data = new FormData(form);
  for (const name of Object.keys(EMPTY_FIELDS) as ContactFieldName[]) {
    const value = data.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}
