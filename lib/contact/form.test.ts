import { contactCopy, type ContactCopy } from '@/content';
import { failureReason, sentNotice } from '@/lib/contact/form';
import { SEND_FAILURE_KINDS, type SendFailure, type SendFailureKind } from '@/lib/contact/result';

/** The test's own words (any owner's copy may say otherwise), so the filling is what is proved. */
const copy: ContactCopy = {
  ...contactCopy,
  sentNotice: 'Hello {name}, Your Message has been sent',
  sentNoticeNoName: 'there',
  reasons: {
    network: 'Your message could not reach the mail service.',
    throttled: 'Please wait a moment before sending another.',
    'rate-limited': 'The mail service is busy (too many messages).',
    rejected: 'The mail service refused the message (error {status}).',
    'server-error': 'The mail service had a problem (error {status}).',
    misconfigured: 'Sending from this page is not set up correctly.',
    unexpected: 'Something unexpected went wrong while sending.',
    'no-answer': 'The page was closed before the mail service answered.',
  },
};

describe('sentNotice', () => {
  it('greets by the trimmed name, or by the no-name word without one', () => {
    expect(sentNotice(copy, ' Ana ')).toBe('Hello Ana, Your Message has been sent');
    expect(sentNotice(copy, '')).toBe('Hello there, Your Message has been sent');
  });

  it("fills the owner's sentence with the name and leaves no placeholder", () => {
    expect(sentNotice(contactCopy, ' Ana ')).toContain('Ana');
    expect(sentNotice(contactCopy, ' Ana ')).not.toMatch(/[{}]/);
    expect(sentNotice(contactCopy, '')).toContain(contactCopy.sentNoticeNoName);
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
    expect(failureReason(copy, failure('rejected', 400))).toMatch(/error 400/);
    expect(failureReason(copy, failure('server-error', 503))).toMatch(/error 503/);
    expect(failureReason(copy, failure('network'))).toMatch(/could not reach/);
    expect(failureReason(copy, failure('throttled'))).toMatch(/wait a moment/);
    expect(failureReason(copy, failure('rate-limited'))).toMatch(/too many messages/);
    expect(failureReason(copy, failure('no-answer'))).toMatch(/closed before/);
    // The owner's copy: a sentence for every kind, the status named where it helps.
    expect(failureReason(contactCopy, failure('rejected', 400))).toContain('400');
    expect(failureReason(contactCopy, failure('server-error', 503))).toContain('503');
    for (const kind of SEND_FAILURE_KINDS) {
      expect(failureReason(contactCopy, failure(kind)).trim()).not.toBe('');
      expect(failureReason(contactCopy, failure(kind))).not.toMatch(/[{}]/);
    }
  });
});
