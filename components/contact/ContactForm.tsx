import styles from './ContactForm.module.scss';

/**
 * The contact form's fields (spec §3: user_name, user_email, message), all optional.
 * INTERFACE FIRST: the contact work turns this into the sending client component.
 */
export function ContactForm() {
  return (
    <form className={styles.form} aria-label="Contact form">
      <label className={styles.field}>
        <span>Name</span>
        <input name="user_name" type="text" autoComplete="name" />
      </label>
      <label className={styles.field}>
        <span>Email</span>
        <input name="user_email" type="email" autoComplete="email" />
      </label>
      <label className={styles.field}>
        <span>Message</span>
        <textarea name="message" rows={6} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}
