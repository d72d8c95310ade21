/**
 * The words the contact form shows for its state, as pure functions beside the reducer
 * (lib/contact/state.ts), so the component only places them.
 */

import type { ContactCopy } from '@/content';
import { needsConfirmation, type ContactPhase, type ContactState } from '@/lib/contact/state';

type FailedPhase = Extract<ContactPhase, { kind: 'failed' }>;

/**
 * The failure panel's title: whether sending again could deliver the message twice, and whether
 * the message was restored from an earlier visit.
 */
export function failureTitle(
  copy: ContactCopy,
  state: ContactState & { phase: FailedPhase },
): string {
  const { restored } = state.phase;
  if (needsConfirmation(state)) {
    return restored ? copy.failed.restoredUncertainTitle : copy.failed.uncertainTitle;
  }
  return restored ? copy.failed.restoredTitle : copy.failed.title;
}

/**
 * The submit button's words: sending, asking before sending again while an answer is awaited,
 * or Send, which opens the visitor's mail app when sending is not set up.
 */
export function submitLabel(copy: ContactCopy, phase: ContactPhase, configured: boolean): string {
  if (phase.kind === 'sending') return copy.sending;
  if (phase.kind === 'waiting') return copy.waiting.sendAgain;
  return configured ? copy.send : copy.sendViaEmailApp;
}
