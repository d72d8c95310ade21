import { heldPressScript } from '@/lib/head-script/held-press';
import { themeScript } from '@/lib/head-script/theme';
import { webFontsScript } from '@/lib/head-script/web-fonts';

/**
 * Device rules (spec: device detection). Pure functions, no React.
 * Width is handled by CSS media queries; the user-agent rule runs as a tiny inline script in the
 * document head (`deviceScript`), built from the same pattern so the two can never drift apart.
 */

/** Spec: the user agent contains mobile, android or iphone (any case). */
export const MOBILE_USER_AGENT_PATTERN = /mobile|android|iphone/i;

/** Whether a user agent string names a mobile device. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT_PATTERN.test(userAgent);
}

/**
 * The inline head script, the page's only one of ours (its hash goes into the CSP at build time).
 * Before first paint it marks the root element with `data-js` (scripts run, so interactive-only
 * styles may apply), with `data-device="mobile"` for a mobile user agent, which the stylesheets
 * read to give the mobile layout at any width, with the visitor's colour theme
 * (`themeScript`, lib/head-script/theme.ts), so the first frame already has the right palette, and with
 * whether the brand fonts are cached (`webFontsScript`, lib/head-script/web-fonts.ts). It also holds a press
 * on a control that is not hydrated yet (`heldPressScript`, lib/head-script/held-press.ts).
 */
export function deviceScript(): string {
  return (
    '(function(){var r=document.documentElement;r.setAttribute("data-js","");' +
    `if(${MOBILE_USER_AGENT_PATTERN.toString()}.test(navigator.userAgent))` +
    'r.setAttribute("data-device","mobile");' +
    themeScript() +
    webFontsScript() +
    heldPressScript() +
    '})();'
  );
}
