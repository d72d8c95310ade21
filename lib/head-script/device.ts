/**
 * Device rules. Pure functions, no React. Mobile layout is a width below 768 px, which CSS media
 * queries handle, or a user agent naming a mobile device, which `markDevice` marks on <html>
 * before first paint from the same pattern, so the two can never drift apart.
 */

/** The user agent contains mobile, android or iphone (any case). */
export const MOBILE_USER_AGENT_PATTERN = /mobile|android|iphone/i;

/** Whether a user agent string names a mobile device. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT_PATTERN.test(userAgent);
}

/**
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 * Marks <html> with `data-js` (scripts run, so interactive-only styles may apply) and, for a
 * mobile user agent, `data-device="mobile"`, which the stylesheets read to give the mobile layout
 * at any width. The pattern comes as its source and flags (a RegExp has no JSON form).
 */
export function markDevice(patternSource: string, patternFlags: string): void {
  const root = document.documentElement;
  root.setAttribute('data-js', '');
  if (new RegExp(patternSource, patternFlags).test(navigator.userAgent)) {
    root.setAttribute('data-device', 'mobile');
  }
}
