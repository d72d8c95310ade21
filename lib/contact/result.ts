/**
 * The outcome of one send, as one result type. Its own module because the sender produces it, the
 * draft stores it and the form's state machine reads it: none of those may import another for it.
 */

/**
 * Why a send failed.
 * 'network'      no answer at all (offline, connection dropped, CORS): status 0, 'Network Error'
 * 'throttled'    the SDK's limitRate refused before sending (status 429, 'Too Many Requests')
 * 'rate-limited' the provider answered 429
 * 'rejected'     the provider answered another 4xx (bad key, template, payload)
 * 'server-error' the provider answered 5xx, or a non-200 success without 'OK'
 * 'misconfigured' the SDK refused its arguments (it throws plain strings for those)
 * 'unexpected'   anything else thrown
 * 'no-answer'    the page was left while a request was out, so its answer was never heard
 */
export type SendFailureKind =
  | 'network'
  | 'throttled'
  | 'rate-limited'
  | 'rejected'
  | 'server-error'
  | 'misconfigured'
  | 'unexpected'
  | 'no-answer';

export interface SendSuccess {
  ok: true;
  status: number;
  text: string;
}

export interface SendFailure {
  ok: false;
  kind: SendFailureKind;
  status: number;
  text: string;
}

export type SendResult = SendSuccess | SendFailure;

/** Every failure kind, for checks of stored values. */
export const SEND_FAILURE_KINDS: readonly SendFailureKind[] = [
  'network',
  'throttled',
  'rate-limited',
  'rejected',
  'server-error',
  'misconfigured',
  'unexpected',
  'no-answer',
];

/** Status and text of a network error: status 0, "Network Error". */
export const NETWORK_ERROR = { status: 0, text: 'Network Error' } as const;

/** The outcome stored for a request whose answer the page never heard (it was left mid-send). */
export const NO_ANSWER: SendFailure = {
  ok: false,
  kind: 'no-answer',
  status: 0,
  text: 'No answer',
};

/**
 * Whether the message may have reached the provider despite the failure, so sending it again
 * could deliver it twice. Only an answer from the provider (or the SDK refusing before the
 * request left) proves it did not: a dropped connection can lose the answer after the provider
 * took the message.
 */
export function mayHaveArrived(failure: SendFailure): boolean {
  return (
    failure.kind === 'network' || failure.kind === 'unexpected' || failure.kind === 'no-answer'
  );
}
