import * as emailjs from '@emailjs/browser';
import type { EmailJsConfig } from '@/lib/contact/config';
import type { SendFailureKind } from '@/lib/contact/result';
import {
  createContactSender,
  normaliseError,
  normaliseResponse,
  SEND_RATE_LIMIT,
} from '@/lib/contact/send';

const config: EmailJsConfig = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'tpl',
  origin: 'http://127.0.0.1:9',
};
const fields = { user_name: 'Ana 😀', user_email: 'ana@example.com', message: '<b>hi</b> مرحبا' };

/** A `fetch` stub answering like the provider: status and body text. */
function answer(status: number, text: string) {
  return jest
    .fn()
    .mockResolvedValue({ ok: status >= 200 && status < 300, status, text: async () => text });
}

function makeForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="user_name" value="Ana">
    <input name="user_email" value="ana@example.com">
    <textarea name="message">Hello</textarea>`;
  document.body.append(form);
  return form;
}

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('normaliseResponse', () => {
  it('counts status 200 as success', () => {
    expect(normaliseResponse(new emailjs.EmailJSResponseStatus(200, 'whatever'))).toEqual({
      ok: true,
      status: 200,
      text: 'whatever',
    });
  });

  it('counts the status text OK as success whatever the status', () => {
    expect(normaliseResponse({ status: 201, text: 'OK' })).toMatchObject({ ok: true, status: 201 });
  });

  it('rejects another 2xx answer without OK', () => {
    expect(normaliseResponse({ status: 204, text: '' })).toMatchObject({
      ok: false,
      kind: 'server-error',
      status: 204,
    });
  });

  it('rejects a value that is not a response status', () => {
    expect(normaliseResponse(undefined)).toMatchObject({ ok: false, kind: 'unexpected' });
  });
});

describe('normaliseError', () => {
  const cases: [unknown, boolean, SendFailureKind, number, string][] = [
    [
      new emailjs.EmailJSResponseStatus(400, 'The template ID is invalid'),
      true,
      'rejected',
      400,
      'The template ID is invalid',
    ],
    [
      new emailjs.EmailJSResponseStatus(500, 'Internal Server Error'),
      true,
      'server-error',
      500,
      'Internal Server Error',
    ],
    [
      new emailjs.EmailJSResponseStatus(429, 'Too Many Requests'),
      true,
      'rate-limited',
      429,
      'Too Many Requests',
    ],
    [
      new emailjs.EmailJSResponseStatus(429, 'Too Many Requests'),
      false,
      'throttled',
      429,
      'Too Many Requests',
    ],
    [new emailjs.EmailJSResponseStatus(), true, 'network', 0, 'Network Error'],
    [new TypeError('Failed to fetch'), true, 'network', 0, 'Network Error'],
    [
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      false,
      'misconfigured',
      0,
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    ],
    [new Error('boom'), true, 'unexpected', 0, 'boom'],
  ];
  it.each(cases)('normalises %p (request sent: %p) to %s %d', (error, sent, kind, status, text) => {
    expect(normaliseError(error, sent)).toEqual({ ok: false, kind, status, text });
  });
});

describe('createContactSender with the real SDK', () => {
  it('posts the form as form data to /send-form with the account values', async () => {
    const fetch = answer(200, 'OK');
    global.fetch = fetch;
    const sender = createContactSender(emailjs, config);
    await expect(sender.sendForm(makeForm())).resolves.toEqual({
      ok: true,
      status: 200,
      text: 'OK',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9/api/v1.0/email/send-form');
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual([
      'user_name',
      'user_email',
      'message',
      'lib_version',
      'service_id',
      'template_id',
      'user_id',
    ]);
    expect(body.get('service_id')).toBe('svc');
    expect(body.get('template_id')).toBe('tpl');
    expect(body.get('user_id')).toBe('pk');
  });

  it('posts saved fields as JSON template params to /send', async () => {
    const fetch = answer(200, 'OK');
    global.fetch = fetch;
    await createContactSender(emailjs, config).sendFields(fields);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9/api/v1.0/email/send');
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: expect.any(String),
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: fields,
    });
  });

  it('turns a provider error answer into a failure with its status and text', async () => {
    global.fetch = answer(400, 'The template ID is invalid');
    await expect(createContactSender(emailjs, config).sendFields(fields)).resolves.toEqual({
      ok: false,
      kind: 'rejected',
      status: 400,
      text: 'The template ID is invalid',
    });
  });

  it('turns a network error into status 0 and Network Error', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createContactSender(emailjs, config).sendFields(fields)).resolves.toEqual({
      ok: false,
      kind: 'network',
      status: 0,
      text: 'Network Error',
    });
  });

  it('tells the provider 429 apart from its own throttle', async () => {
    global.fetch = answer(429, 'Too Many Requests');
    await expect(createContactSender(emailjs, config).sendFields(fields)).resolves.toMatchObject({
      kind: 'rate-limited',
    });
  });

  it('throttles a second message within the limit, without a request', async () => {
    const fetch = answer(200, 'OK');
    global.fetch = fetch;
    const sender = createContactSender(emailjs, config);
    await expect(sender.sendFields(fields)).resolves.toMatchObject({ ok: true });
    await expect(sender.sendFields(fields)).resolves.toEqual({
      ok: false,
      kind: 'throttled',
      status: 429,
      text: 'Too Many Requests',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SEND_RATE_LIMIT.id)).not.toBeNull();
  });

  it('lets Retry through at once after a failed request', async () => {
    global.fetch = answer(500, 'Internal Server Error');
    const sender = createContactSender(emailjs, config);
    await expect(sender.sendFields(fields)).resolves.toMatchObject({ kind: 'server-error' });
    expect(localStorage.getItem(SEND_RATE_LIMIT.id)).toBeNull();
    global.fetch = answer(200, 'OK');
    await expect(sender.sendFields(fields)).resolves.toMatchObject({ ok: true });
  });

  it('has no time-out of its own: a late answer still settles the send', async () => {
    jest.useFakeTimers();
    let respond: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(
      () => new Promise<unknown>((resolve) => (respond = resolve)),
    ) as unknown as typeof fetch;
    let settled = false;
    const pending = createContactSender(emailjs, config)
      .sendFields(fields)
      .finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    respond({ ok: true, status: 200, text: async () => 'OK' });
    await expect(pending).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
  });

  it('keeps the throttle stamp off after a late failure, so Retry goes through', async () => {
    let respond: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(
      () => new Promise<unknown>((resolve) => (respond = resolve)),
    ) as unknown as typeof fetch;
    const sender = createContactSender(emailjs, config);
    const pending = sender.sendFields(fields);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(SEND_RATE_LIMIT.id)).not.toBeNull();
    respond({ ok: false, status: 500, text: async () => 'Internal Server Error' });
    await expect(pending).resolves.toMatchObject({ kind: 'server-error' });
    expect(localStorage.getItem(SEND_RATE_LIMIT.id)).toBeNull();
  });

  it('sends with storage that throws on every call (private windows, full storage)', async () => {
    const fetch = answer(200, 'OK');
    global.fetch = fetch;
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    await expect(
      createContactSender(emailjs, config, { storage: broken }).sendFields(fields),
    ).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends without a throttle when storage is unavailable', async () => {
    const fetch = answer(200, 'OK');
    global.fetch = fetch;
    const sender = createContactSender(emailjs, config, { storage: null });
    await sender.sendFields(fields);
    await sender.sendFields(fields);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports the SDK refusing an empty key as a configuration failure', async () => {
    global.fetch = answer(200, 'OK');
    const result = await createContactSender(emailjs, { ...config, publicKey: '' }).sendFields(
      fields,
    );
    expect(result).toMatchObject({ ok: false, kind: 'misconfigured', status: 0 });
  });
});
