'use client';

import type { ComponentType } from 'react';
import type { ContactFormProps } from '@/components/contact/ContactForm';
import { hydratedApart } from '@/components/hydration/hydratedApart';
// The form's styles stay with the page (its HTML needs them before any script, and with
// JavaScript off); only its behaviour waits for its own chunk.
import './ContactForm.module.scss';
import './Field.module.scss';
import './SendPanel.module.scss';

type FormModule = typeof import('@/components/contact/ContactForm');

let onServer: ComponentType<ContactFormProps> | null = null;
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on the server only.
  onServer = (require('@/components/contact/ContactForm') as FormModule).ContactForm;
}

/**
 * Where the contact form sits, hydrated on its own once its chunk is in (see hydratedApart): until
 * then the server's markup stays usable, and a press on Send is held and played once.
 */
export const ContactFormSlot = hydratedApart(
  onServer,
  () => import('@/components/contact/ContactForm').then((module) => module.ContactForm),
  'ContactFormSlot',
);
