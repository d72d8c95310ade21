/**
 * Loads the EmailJS SDK on first use (focus or submit), so it stays out of the first-load
 * JavaScript, and builds the page's one sender from it.
 */
import type { EmailJsConfig } from '@/lib/contact/config';
import { createContactSender, type ContactSender } from '@/lib/contact/send';
import { withBlockedStorageHidden } from '@/lib/contact/storage';

let senderPromise: Promise<ContactSender> | null = null;

/** The sender, loading the SDK the first time; a chunk that failed to load is tried again next time. */
export function loadSender(config: EmailJsConfig): Promise<ContactSender> {
  if (!senderPromise) {
    // The SDK reads localStorage unguarded while its module loads; blocked storage must not stop it.
    senderPromise = withBlockedStorageHidden(() => import('@emailjs/browser')).then((sdk) =>
      createContactSender(sdk, config),
    );
    senderPromise.catch(() => {
      senderPromise = null;
    });
  }
  return senderPromise;
}
