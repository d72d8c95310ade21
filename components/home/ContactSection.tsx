import { pageContent } from '@/lib/i18n/page-language';
import { readEmailJsConfig } from '@/lib/contact/config';
import { Icon } from '@/components/icons/Icon';
import { ContactFormSlot } from '@/components/contact/ContactFormSlot';
import { SectionHeading } from '@/components/home/SectionHeading';
import { belowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import styles from './ContactSection.module.scss';

/** Get In Touch: a short invitation, the owner's e-mail and the contact form. */
export function ContactSection() {
  const { contactCopy, homeCopy, site } = pageContent();
  return (
    <section
      id={site.contactSectionId}
      aria-labelledby="contact-title"
      className={styles.section}
      {...belowFirstScreen}
    >
      <div className={styles.inner}>
        <div className={styles.intro}>
          <SectionHeading
            id="contact-title"
            eyebrow={homeCopy.contact.eyebrow}
            title={site.contactLabel}
            lead={homeCopy.contact.lead}
          />
          <a href={`mailto:${site.email}`} className={styles.mail}>
            <span className={styles.mailIcon}>
              <Icon name="mail" size={20} />
            </span>
            <span className={styles.mailText}>
              <span className={styles.mailLabel}>{homeCopy.contact.mailLabel}</span>
              {site.email}
            </span>
          </a>
        </div>
        <ContactFormSlot copy={contactCopy} ownerEmail={site.email} emailJs={readEmailJsConfig()} />
      </div>
    </section>
  );
}
