import type { ChangeEvent } from 'react';
import type { ContactFieldName } from '@/lib/contact/fields';
import styles from './Field.module.scss';

export interface FieldProps {
  name: ContactFieldName;
  label: string;
  value: string;
  onChange(name: ContactFieldName, value: string): void;
  /** Locked (still selectable and copyable) while the message is being sent. */
  readOnly: boolean;
  maxLength: number;
  placeholder?: string;
  /** 'textarea' for the message; otherwise the input's type. */
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
}

/** One labelled field of the contact form; `dir="auto"` lets right-to-left text read naturally. */
export function Field({ name, label, onChange, type, ...rest }: FieldProps) {
  const id = `contact-${name}`;
  const common = {
    id,
    name,
    dir: 'auto',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(name, event.target.value),
    ...rest,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea className={`${styles.input} ${styles.message}`} rows={6} {...common} />
      ) : (
        <input className={styles.input} type={type} {...common} />
      )}
    </div>
  );
}
