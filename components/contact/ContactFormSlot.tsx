'use client';

import { lazy, Suspense } from 'react';
import type { ContactFormProps } from '@/components/contact/ContactForm';
// The form's styles stay with the page (its HTML needs them before any script, and with
// JavaScript off); only its behaviour waits for its own chunk.
import './ContactForm.module.scss';
import './Field.module.scss';
import './SendPanel.module.scss';

type FormModule = typeof import('@/components/contact/ContactForm');

/**
 * The form's code, in a chunk of its own in the browser: asked for when the page hydrates, after
 * the first paint, not with the page's first scripts. The server renders it directly: a component
 * that waited for a chunk there would be written after the rest of the page (React's streaming)
 * and shown by a script, i.e. not at all with JavaScript off. The bundler drops the branch the
 * browser never takes (`typeof window` is a build-time constant), so the form's code is not in the
 * browser's first scripts.
 */
let ContactForm: React.ComponentType<ContactFormProps>;
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on the server only.
  const serverModule = require('@/components/contact/ContactForm') as FormModule;
  ContactForm = serverModule.ContactForm;
} else {
  ContactForm = lazy(() =>
    import('@/components/contact/ContactForm').then((module) => ({ default: module.ContactForm })),
  );
}

/**
 * Where the contact form sits, hydrated on its own: the server renders the whole form into the
 * HTML, and the browser keeps that markup as it is (usable, its presses held by the head script,
 * lib/head-script/held-press.ts) until the form's chunk has arrived, then hydrates it in a task of
 * its own rather than in the page's first one. The boundary never shows its empty fallback on a
 * first load: React keeps the server's markup until it can hydrate it.
 */
export function ContactFormSlot(props: ContactFormProps) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}
