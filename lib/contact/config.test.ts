import { readEmailJsConfig } from '@/lib/contact/config';

const complete = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
};

describe('readEmailJsConfig', () => {
  it('accepts the three values, without an origin by default', () => {
    expect(readEmailJsConfig(complete)).toEqual({
      ok: true,
      config: { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' },
    });
  });

  it('names every missing value and its variable', () => {
    expect(readEmailJsConfig({})).toEqual({
      ok: false,
      problems: [
        'EmailJS public key is required (NEXT_PUBLIC_EMAILJS_PUBLIC_KEY)',
        'EmailJS service id is required (NEXT_PUBLIC_EMAILJS_SERVICE_ID)',
        'EmailJS template id is required (NEXT_PUBLIC_EMAILJS_TEMPLATE_ID)',
      ],
    });
  });

  it('names only the one that is missing, and treats blanks as missing', () => {
    expect(readEmailJsConfig({ ...complete, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '  ' })).toEqual({
      ok: false,
      problems: ['EmailJS template id is required (NEXT_PUBLIC_EMAILJS_TEMPLATE_ID)'],
    });
  });

  it('takes an API origin and drops its trailing slash', () => {
    const result = readEmailJsConfig({
      ...complete,
      NEXT_PUBLIC_EMAILJS_API_ORIGIN: 'http://127.0.0.1:4619/',
    });
    expect(result).toMatchObject({ ok: true, config: { origin: 'http://127.0.0.1:4619' } });
  });

  it('refuses an origin with a path, which the SDK would garble', () => {
    const result = readEmailJsConfig({
      ...complete,
      NEXT_PUBLIC_EMAILJS_API_ORIGIN: 'https://proxy.example.com/emailjs',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          /^EmailJS API origin must look like .*NEXT_PUBLIC_EMAILJS_API_ORIGIN/,
        ),
      ],
    });
  });
});
