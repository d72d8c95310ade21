/**
 * When the brand fonts (Inter and Space Grotesk, lib/fonts/fonts.ts) are used: only once the browser
 * has them cached, from the visitor's second page load on. Pure strings and constants, no React.
 *
 * Why: a web font the first view waits for holds the text back. With `font-display: optional`
 * Chrome kept the home page's heading (its LCP on a phone) invisible until the 71 KB of fonts had
 * arrived (first paint at 70 ms, text at 202 ms, in Lighthouse's trace), and `swap` shifted the
 * text when they came (CLS up to 0.26). On a real phone the fonts rarely arrive within
 * `optional`'s window anyway, so a first view mostly showed the system font already. Now it
 * always does, at once: the fonts are fetched after the page's `load` event, for the next page
 * load, and never swapped into the page on screen.
 */

import { AFTER_FIRST_PAINT } from '@/lib/head-script/after-paint.mjs';

/** Set on <html> by the head script when an earlier page load has cached the fonts. */
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/** localStorage key remembering that the fonts are cached. */
export const WEB_FONTS_STORAGE_KEY = 'web-fonts';

/**
 * One CSS font shorthand per @font-face family next/font declares (named after the exports of
 * lib/fonts/fonts.ts); loading one weight fetches the whole variable font.
 */
export const WEB_FONT_SAMPLES = ['400 1em bodyFont', '700 1em displayFont'] as const;

/**
 * Part of the inline head script (lib/head-script/device.ts), inside its function where `r` is <html>: marks
 * <html> before first paint when the fonts are cached, and otherwise, once the page has loaded and
 * its first paint is on screen (lib/head-script/after-paint.mjs), fetches them (`document.fonts.load` applies them to nothing on this page: the stylesheet
 * points the font variables at the system font until the attribute is there).
 */
export function webFontsScript(): string {
  const key = JSON.stringify(WEB_FONTS_STORAGE_KEY);
  return (
    `var w;try{w=localStorage.getItem(${key})==="1"}catch(e){}` +
    `if(w)r.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},"");` +
    `else{${AFTER_FIRST_PAINT}` +
    'addEventListener("load",function(){afterFirstPaint(function(){var f=document.fonts;if(!f)return;' +
    `Promise.all(${JSON.stringify(WEB_FONT_SAMPLES)}.map(function(s){return f.load(s)}))` +
    '.then(function(l){if(l.every(function(x){return x.length}))' +
    `try{localStorage.setItem(${key},"1")}catch(e){}},function(){})})})}`
  );
}
