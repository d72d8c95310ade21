/**
 * EmailJS configuration of the contact form, read from the build-time environment.
 * NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID:
 * all three are needed to send. NEXT_PUBLIC_EMAILJS_API_ORIGIN: optional, e.g. a proxy
 * or the local imitation the browser tests use; the SDK's own default is https://api.emailjs.com.
 */

/** The values the form sends with. */
export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** API origin without a trailing slash, or undefined for the SDK's default. */
  origin?: string;
}

/** The raw variables, as the build inlines them. */
export interface EmailJsEnv {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  NEXT_PUBLIC_EMAILJS_SERVICE_ID?: string;
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  NEXT_PUBLIC_EMAILJS_API_ORIGIN?: string;
}

/** Either a usable configuration, or the list of problems that stop sending (never both). */
export type EmailJsConfigResult =
  { ok: true; config: EmailJsConfig } | { ok: false; problems: string[] };

// Next.js inlines NEXT_PUBLIC_* only where the code spells `process.env.NAME` out in full.
const buildEnv: EmailJsEnv = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_API_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_API_ORIGIN,
};

const REQUIRED = [
  ['publicKey', 'public key', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
  ['serviceId', 'service id', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'],
  ['templateId', 'template id', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'],
] as const;

/** Checks the EmailJS variables; each missing one gets its own message naming the variable. */
export function readEmailJsConfig(env: EmailJsEnv = buildEnv): EmailJsConfigResult {
  const problems: string[] = [];
  const values = { publicKey: '', serviceId: '', templateId: '' };
  for (const [field, label, variable] of REQUIRED) {
    const value = env[variable]?.trim() ?? '';
    if (value) values[field] = value;
    else problems.push(`EmailJS ${label} is required (${variable})`);
  }

  let origin: string | undefined;
  const rawOrigin = env.NEXT_PUBLIC_EMAILJS_API_ORIGIN?.trim();
  if (rawOrigin) {
    // The SDK appends `/api/v1.0/email/...` to the origin as is, so it must be a bare http(s) origin.
    if (/^https?:\/\/[^/\s?#]+\/*$/i.test(rawOrigin)) origin = rawOrigin.replace(/\/+$/, '');
    else {
      problems.push(
        `EmailJS API origin must look like https://host[:port] (NEXT_PUBLIC_EMAILJS_API_ORIGIN), got "${rawOrigin}"`,
      );
    }
  }

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: origin ? { ...values, origin } : values };
}
