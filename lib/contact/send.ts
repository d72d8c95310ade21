/**
 * Sending a contact message through the EmailJS SDK, with every outcome normalised to one shape.
 * The SDK is passed in (the form loads it lazily), so this module stays free of React and is
 * tested against the real SDK with a stubbed `fetch`.
 *
 * Which of the provider's two calls is used:
 * - `sendForm` (form data to /api/v1.0/email/send-form) whenever the visitor submits the form,
 *   including Retry of a failure that happened on this page view: the form element is the message.
 * - `send` (JSON to /api/v1.0/email/send) for a message restored from storage after a reload
 *   (its earlier send failed, or its answer was never heard); no form submit produced it, so its saved fields are sent as params.
 */
import type { EmailJSResponseStatus, init, send, sendForm } from '@emailjs/browser';
import type { EmailJsConfig } from '@/lib/contact/config';
import type { ContactFields } from '@/lib/contact/fields';
import { NETWORK_ERROR, type SendFailure, type SendResult } from '@/lib/contact/result';
import { browserStorage } from '@/lib/contact/storage';

/** The part of `@emailjs/browser` this module uses. */
export interface EmailJsSdk {
  init: typeof init;
  send: typeof send;
  sendForm: typeof sendForm;
}

/**
 * The SDK's own throttle: one message per 10 s from a browser. The SDK stamps the time before it
 * sends; a failed send removes the stamp again (see below), so only delivered messages count.
 */
export const SEND_RATE_LIMIT = { id: 'contact-form', throttle: 10_000 } as const;

/** Status 200 or status text OK counts as success. */
export function isSuccess(status: number, text: string): boolean {
  return status === 200 || text === 'OK';
}

function isResponseStatus(value: unknown): value is EmailJSResponseStatus {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EmailJSResponseStatus).status === 'number' &&
    typeof (value as EmailJSResponseStatus).text === 'string'
  );
}

function failureForStatus(status: number, text: string): SendFailure {
  if (status === 0) return { ok: false, kind: 'network', ...NETWORK_ERROR };
  if (status === 429) return { ok: false, kind: 'rate-limited', status, text };
  if (status >= 400 && status < 500) return { ok: false, kind: 'rejected', status, text };
  return { ok: false, kind: 'server-error', status, text };
}

/** What the SDK resolved with: success only for status 200 or text 'OK'. */
export function normaliseResponse(value: unknown): SendResult {
  if (!isResponseStatus(value)) {
    return { ok: false, kind: 'unexpected', status: 0, text: 'Unexpected answer from EmailJS' };
  }
  if (isSuccess(value.status, value.text))
    return { ok: true, status: value.status, text: value.text };
  return failureForStatus(value.status, value.text);
}

/**
 * What the SDK rejected with. `requestSent` says whether the SDK got past its throttle and made
 * the request: the SDK's own throttle and the provider both answer 429, and only this tells them apart.
 */
export function normaliseError(error: unknown, requestSent: boolean): SendFailure {
  if (isResponseStatus(error)) {
    if (error.status === 429 && !requestSent) {
      return { ok: false, kind: 'throttled', status: 429, text: error.text };
    }
    return failureForStatus(error.status, error.text);
  }
  // `fetch` rejects with a TypeError when there is no answer at all (offline, reset, CORS).
  if (error instanceof TypeError) return { ok: false, kind: 'network', ...NETWORK_ERROR };
  if (typeof error === 'string')
    return { ok: false, kind: 'misconfigured', status: 0, text: error };
  const text = error instanceof Error ? error.message : String(error);
  return { ok: false, kind: 'unexpected', status: 0, text };
}

/** Sends contact messages; create one per page and reuse it. */
export interface ContactSender {
  /** Submits the form element itself (form data to /send-form). */
  sendForm(form: HTMLFormElement): Promise<SendResult>;
  /** Sends saved fields as JSON template params (/send). */
  sendFields(fields: ContactFields): Promise<SendResult>;
}

export interface ContactSenderOptions {
  /** Where the throttle keeps its time stamp; null turns the throttle off. Default localStorage. */
  storage?: Storage | null;
}

/**
 * Configures the SDK (once) and returns a sender that never throws. A send has no time-out of its
 * own: its promise settles with the provider's real answer however late it comes, and the form
 * decides what to tell the visitor meanwhile (see lib/contact/state.ts).
 */
export function createContactSender(
  sdk: EmailJsSdk,
  config: EmailJsConfig,
  { storage = browserStorage() }: ContactSenderOptions = {},
): ContactSender {
  // Set when the SDK's throttle lets a send through, i.e. just before the request goes out.
  let requestSent = false;
  const storageProvider = storage
    ? {
        get: async (key: string) => {
          try {
            return storage.getItem(key);
          } catch {
            return null;
          }
        },
        set: async (key: string, value: string) => {
          requestSent = true;
          try {
            storage.setItem(key, value);
          } catch {
            // Storage full or blocked: the throttle is lost, the message is not.
          }
        },
        remove: async (key: string) => {
          try {
            storage.removeItem(key);
          } catch {
            // Nothing to undo.
          }
        },
      }
    : undefined;

  sdk.init({
    publicKey: config.publicKey,
    origin: config.origin,
    limitRate: { ...SEND_RATE_LIMIT },
    storageProvider,
  });

  async function attempt(run: () => Promise<EmailJSResponseStatus>): Promise<SendResult> {
    // Without storage the SDK skips its throttle, so every 429 is the provider's.
    requestSent = !storageProvider;
    let result: SendResult;
    try {
      result = normaliseResponse(await run());
    } catch (error) {
      result = normaliseError(error, requestSent);
    }
    // A failed request delivered nothing: take its throttle stamp back so Retry works at once.
    if (!result.ok && result.kind !== 'throttled' && storageProvider) {
      await storageProvider.remove(SEND_RATE_LIMIT.id);
    }
    return result;
  }

  return {
    sendForm: (form) => attempt(() => sdk.sendForm(config.serviceId, config.templateId, form)),
    sendFields: (fields) =>
      attempt(() =>
        sdk.send(config.serviceId, config.templateId, {
          user_name: fields.user_name,
          user_email: fields.user_email,
          message: fields.message,
        }),
      ),
  };
}
