/**
 * When the brand fonts (Inter and Space Grotesk, lib/fonts/fonts.ts) are used: only once the browser
 * has them cached, from the visitor's second page load on. No React.
 *
 * Why: a web font the first view waits for holds the text back. With `font-display: optional`
 * Chrome kept the home page's heading (its LCP on a phone) invisible until the 71 KB of fonts had
 * arrived (first paint at 70 ms, text at 202 ms, in Lighthouse's trace), and `swap` shifted the
 * text when they came (CLS up to 0.26). On a real phone the fonts rarely arrive within
 * `optional`'s window anyway, so a first view mostly showed the system font already. Now it
 * always does, at once: the fonts are fetched after the page's `load` event, for the next page
 * load, and never swapped into the page on screen.
 */

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
 * Part of the inline head script (lib/head-script/index.ts), serialised with its source text: it
 * may use only its arguments and the browser's globals, in syntax old phones parse (ES2017).
 * Marks <html> before first paint when the fonts are cached, and otherwise, once the page has
 * loaded and its first paint is on screen (`afterFirstPaint`, lib/head-script/after-paint.mjs),
 * fetches them (`document.fonts.load` applies them to nothing on this page: the stylesheet points
 * the font variables at the system font until the attribute is there).
 */
export function markWebFonts(
  storageKey: string,
  attribute: string,
  samples: readonly string[],
  afterFirstPaint: (callback: () => void) => void,
): void {
  let cached = false;
  try {
    cached = localStorage.getItem(storageKey) === '1';
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019
  } catch (error) {
    // Blocked storage: treated as not cached.
  }
  if (cached) {
    document.documentElement.setAttribute(attribute, '');
    return;
  }
  addEventListener('load', function () {
    afterFirstPaint(function () {
      const fonts = document.fonts;
      if (!fonts) return;
      Promise.all(
        samples.map(function (sample) {
          return fonts.load(sample);
        }),
      ).then(
        function (loaded) {
          if (!loaded.every((faces) => faces.length > 0)) return;
          try {
            localStorage.setItem(storageKey, '1');
            // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019
          } catch (error) {
            // Blocked or full storage: the fonts are fetched again next time.
          }
        },
        function () {
          // A font that cannot be loaded: nothing is remembered.
        },
      );
    });
  });
}
