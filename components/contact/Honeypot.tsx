import styles from './ContactForm.module.scss';

export interface HoneypotProps {
  /** The field's label, which names it for the bots that look for a website field. */
  label: string;
  inputRef: React.Ref<HTMLInputElement>;
}

/**
 * The contact form's spam trap. Hidden from people and assistive technology but not
 * display:none, so bots fill it. It has no `name`, so it is never part of the sent form data.
 */
export function Honeypot({ label, inputRef }: HoneypotProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        ref={inputRef}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
