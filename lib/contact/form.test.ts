import { contactCopy } from '@/content';
import { failureReason, sentNotice } from '@/lib/contact/form';
import { SEND_FAILURE_KINDS, type SendFailure, type SendFailureKind } from '@/lib/contact/result';

describe('sentNotice', () => {
  it('greets by name with the English sentence, or "there" without one', () => {
    expect(sentNotice(contactCopy, ' Ana ')).toBe('Hello Ana, Your Message has been sent');
    expect(sentNotice(contactCopy, '')).toBe('Hello there, Your Message has been sent');
  });
});

describe('failureReason', () => {
  const failure = (kind: SendFailureKind, status = 0): SendFailure => ({
    ok: false,
    kind,
    status,
    text: '',
  });

  it('has a plain sentence for every kind, naming the status where it helps', () => {
    expect(failureReason(contactCopy, failure('rejected', 400))).toMatch(/error 400/);
    expect(failureReason(contactCopy, failure('server-error', 503))).toMatch(/error 503/);
    expect(failureReason(contactCopy, failure('network'))).toMatch(/could not reach/);
    expect(failureReason(contactCopy, failure('throttled'))).toMatch(/wait a moment/);
    expect(failureReason(contactCopy, failure('rate-limited'))).toMatch(/too many messages/);
    expect(failureReason(contactCopy, failure('no-answer'))).toMatch(/closed before/);
    for (const kind of SEND_FAILURE_KINDS) {
      expect(failureReason(contactCopy, failure(kind))).not.toMatch(/[{}]/);
    }
  });
});
