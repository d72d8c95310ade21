import { contactCopy } from '@/content';
import { failureTitle, submitLabel } from '@/lib/contact/labels';
import type { SendFailure, SendFailureKind } from '@/lib/contact/result';
import { INITIAL_STATE, type ContactPhase } from '@/lib/contact/state';

const failure = (kind: SendFailureKind, status = 0): SendFailure => ({
  ok: false,
  kind,
  status,
  text: '',
});

function failed(kind: SendFailureKind, restored: boolean) {
  return {
    ...INITIAL_STATE,
    phase: { kind: 'failed' as const, failure: failure(kind, 500), restored, confirming: false },
  };
}

describe('failureTitle', () => {
  it('says plainly that the message was not sent when the provider refused it', () => {
    expect(failureTitle(contactCopy, failed('server-error', false))).toBe(contactCopy.failed.title);
    expect(failureTitle(contactCopy, failed('server-error', true))).toBe(
      contactCopy.failed.restoredTitle,
    );
  });

  it('says it may have arrived when the answer never came', () => {
    expect(failureTitle(contactCopy, failed('network', false))).toBe(
      contactCopy.failed.uncertainTitle,
    );
    expect(failureTitle(contactCopy, failed('no-answer', true))).toBe(
      contactCopy.failed.restoredUncertainTitle,
    );
  });

  it('says it may have arrived while an earlier attempt is still unanswered', () => {
    expect(failureTitle(contactCopy, { ...failed('server-error', false), pending: [1] })).toBe(
      contactCopy.failed.uncertainTitle,
    );
  });
});

describe('submitLabel', () => {
  const phases: Record<string, ContactPhase> = {
    idle: { kind: 'idle' },
    sending: { kind: 'sending', attempt: 1, via: 'form' },
    waiting: { kind: 'waiting', attempt: 1, confirming: false },
  };

  it('reads Sending…, then Send again… while an answer is awaited', () => {
    expect(submitLabel(contactCopy, phases.sending!, true)).toBe(contactCopy.sending);
    expect(submitLabel(contactCopy, phases.waiting!, true)).toBe(contactCopy.waiting.sendAgain);
  });

  it('reads Send, or Send via email app when sending is not set up', () => {
    expect(submitLabel(contactCopy, phases.idle!, true)).toBe(contactCopy.send);
    expect(submitLabel(contactCopy, phases.idle!, false)).toBe(contactCopy.sendViaEmailApp);
  });
});
