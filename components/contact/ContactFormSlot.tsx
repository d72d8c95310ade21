'use client';

import { Suspense, use, useMemo } from 'react';
import { loadOnce } from '@/lib/hydration/load-once';
import type { ContactFormProps } from '@/components/contact/ContactForm';
import { useMountedAfterHydration } from '@/hooks/useHydrated';
// The form's styles stay with the page (its HTML needs them before any script, and with
// JavaScript off); only its behaviour waits for its own chunk.
import './ContactForm.module.scss';
import './Field.module.scss';
import './SendPanel.module.scss';

type FormModule = typeof import('@/components/contact/ContactForm');

/**
 * The form's code: in a chunk of its own in the browser, asked for as the page hydrates (after the
 * first paint), not with the page's first scripts. The server renders it at once: a part that
 * waited for a chunk there would be written after the rest of the page and shown by a script.
 * `typeof window` is a build-time constant, so the browser's bundle has no `require` of it.
 */
let serverModule: FormModule | null = null;
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, on the server only.
  serverModule = require('@/components/contact/ContactForm') as FormModule;
}
const loadForm = loadOnce(() => import('@/components/contact/ContactForm'));

function LoadedForm(props: ContactFormProps) {
  const { ContactForm } = serverModule ?? use(loadForm());
  return <ContactForm {...props} />;
}

/**
 * Where the contact form sits, hydrated on its own: the server renders the whole form into the
 * HTML, and the browser keeps that markup as it is (usable, its presses held by the head script,
 * lib/head-script/held-press.ts) until the form's chunk has arrived, then hydrates it in a task of
 * its own rather than in the page's first one. The boundary never shows its empty fallback: on a
 * first load React keeps the server's markup until it can hydrate it, and on a page reached by a
 * client-side route change the slot waits for the chunk outside the boundary, so the router keeps
 * the previous page until the form can show with it (a link to `#contact` lands on its mark).
 */
export function ContactFormSlot(props: ContactFormProps) {
  const waitHere = useMountedAfterHydration() && !serverModule;
  // The same element when React renders the slot again right after hydrating it: an update to a
  // boundary not hydrated yet makes React drop its server markup and render it anew, empty first.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <LoadedForm {...props} />
      </Suspense>
    ),
    [props],
  );
  if (waitHere) use(loadForm());
  return boundary;
}
