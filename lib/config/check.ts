/**
 * The settings' part of `npm run check`: the values of `.env.local` (and the other `.env` files)
 * the site reads, checked by the code that reads them, each mistake named with its file and
 * variable. Without it a mistyped address became a wrong one in silence (`htps://siti.dev` was
 * written into every canonical URL as `https://htps://siti.dev`), and a mistyped analytics
 * provider stopped the build only after the content check had said all was well. Pure: the
 * environment and the files it came from are passed in.
 */
import { parseBasePath, resolveSiteUrl } from '@/lib/config/env.mjs';
import { AnalyticsSettingError, resolveAnalytics } from '@/lib/analytics/providers.mjs';

/** A `.env` file as `@next/env` read it: its name in the project's root and its values. */
export interface EnvFile {
  path: string;
  env: Readonly<Record<string, string | undefined>>;
}

type Environment = Readonly<Record<string, string | undefined>>;

const SITE_URL = 'NEXT_PUBLIC_SITE_URL';
const BASE_PATH = 'NEXT_PUBLIC_BASE_PATH';
const ANALYTICS_VARIABLES = [
  'NEXT_PUBLIC_ANALYTICS_PROVIDER',
  'NEXT_PUBLIC_ANALYTICS_SITE',
  'NEXT_PUBLIC_ANALYTICS_HOST',
] as const;

/** What a line says a value came from when no `.env` file set it: the shell, or the host's build. */
const ENVIRONMENT = 'the environment';

/** The first `.env` file that set `variable` to the value in use (an earlier file wins, as in Next). */
function sourceOf(variable: string, env: Environment, files: readonly EnvFile[]): string {
  return files.find((file) => file.env[variable] === env[variable])?.path ?? ENVIRONMENT;
}

/** A host name a site can be reached at: a dotted name, an IP address or `localhost`. */
const HOST_NAME =
  /^(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\]|(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,}|xn--[a-z\d-]+))$/;

/** Whether `url` (as `resolveSiteUrl` made it) is a site's address: no credentials, query or fragment. */
function isWebAddress(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    /^https?:$/.test(parsed.protocol) &&
    HOST_NAME.test(parsed.hostname) &&
    !parsed.username &&
    !parsed.password &&
    !parsed.search &&
    !parsed.hash
  );
}

/**
 * The address the owner most likely meant: what follows a mistyped scheme ('htps://',
 * 'https//') as the build would write it, without a query or a fragment; an example when that is
 * no address either.
 */
function suggestedSiteUrl(value: string): string {
  const withoutTypo = /^https?:\/\//i.test(value)
    ? value
    : value.replace(/^[a-z]+:?\/*(?=[^/])/i, (scheme) => (/[:/]/.test(scheme) ? '' : scheme));
  try {
    const url = new URL(resolveSiteUrl({ [SITE_URL]: withoutTypo }).url);
    const address = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    if (isWebAddress(address)) return address;
  } catch {
    // No address at all: the example below.
  }
  return 'https://your-name.dev';
}

/** NEXT_PUBLIC_SITE_URL when it is set and the build would not write it as an address. */
function siteUrlProblem(env: Environment): string | undefined {
  const value = env[SITE_URL]?.trim();
  if (!value) return undefined;
  // The address the build writes (a value without a scheme gets https://), checked as it is.
  const { url } = resolveSiteUrl({ [SITE_URL]: value });
  if (!isWebAddress(url)) {
    return `${SITE_URL} "${value}" is not a web address: write it like ${suggestedSiteUrl(value)}`;
  }
  // The pages add the base path to the origin themselves: a path here is written twice
  // (https://siti.github.io/portfolio/portfolio/) or, without a base path, names addresses the
  // site's files are not at.
  const { origin, pathname } = new URL(url);
  if (pathname === '/' || pathname === '') return undefined;
  const basePath = parseBasePath(env[BASE_PATH]);
  const path = pathname.replace(/\/+$/, '');
  // The path is the base path (added to the origin twice), or the owner meant it as one, or the
  // base path is set apart: the origin alone is right in every case; the base path is named only
  // when it is not set.
  const where =
    basePath === path
      ? `${BASE_PATH} (${path}) is added to it`
      : basePath
        ? `${BASE_PATH} (${basePath}) is added to it`
        : `and the path as ${BASE_PATH}=${path}`;
  return `${SITE_URL} "${value}" has a path: write the origin alone, ${origin}, ${where}`;
}

/** The address .env.example holds, which is no owner's. */
export const EXAMPLE_SITE_URL = 'https://your-name.github.io';

/**
 * The settings still holding the example's values, one line each naming its file, for the check's
 * warning about sample values: the site builds with them, and publishes the example's address in
 * every canonical link, the sitemap and the CV.
 */
export function findSettingSamples(env: Environment, files: readonly EnvFile[] = []): string[] {
  const value = env[SITE_URL]?.trim().replace(/\/+$/, '');
  if (value !== EXAMPLE_SITE_URL) return [];
  return [
    `${sourceOf(SITE_URL, env, files)}: ${SITE_URL} (${EXAMPLE_SITE_URL}, the example's address: write your site's, or leave it empty to build for http://localhost:3000)`,
  ];
}

/**
 * The first analytics setting that cannot be right, in the words the build would stop with
 * (`resolveAnalytics` throws them), and the variable it names.
 */
function analyticsProblem(env: Environment): { variable: string; message: string } | undefined {
  try {
    resolveAnalytics({
      provider: env.NEXT_PUBLIC_ANALYTICS_PROVIDER,
      site: env.NEXT_PUBLIC_ANALYTICS_SITE,
      host: env.NEXT_PUBLIC_ANALYTICS_HOST,
    });
    return undefined;
  } catch (error) {
    if (!(error instanceof AnalyticsSettingError)) throw error;
    const variable = error.variable;
    return { variable, message: error.message.replace(`${variable}: `, '') };
  }
}

/**
 * Every setting that cannot be right, one line each naming the file that set it (or the
 * environment) and the variable: `.env.local: NEXT_PUBLIC_SITE_URL "htps://siti.dev" is not a
 * web address: write it like https://siti.dev`. Empty when the site can be built with them.
 */
export function findSettingProblems(env: Environment, files: readonly EnvFile[] = []): string[] {
  const problems: string[] = [];
  const siteUrl = siteUrlProblem(env);
  if (siteUrl) problems.push(`${sourceOf(SITE_URL, env, files)}: ${siteUrl}`);
  const analytics = analyticsProblem(env);
  if (analytics) {
    // A setting that is missing ('is required with plausible') is wanted where the others are.
    const named = env[analytics.variable]?.trim()
      ? analytics.variable
      : (ANALYTICS_VARIABLES.find((variable) => env[variable]?.trim()) ?? analytics.variable);
    problems.push(`${sourceOf(named, env, files)}: ${analytics.variable} ${analytics.message}`);
  }
  return problems;
}
