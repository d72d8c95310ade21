/**
 * An inline-script function: `afterFirstPaint(callback)` calls `callback` once the page's first
 * contentful paint has been presented. Used by the framework loader
 * (scripts/postbuild/defer-scripts.mjs) and the script that enables the whole stylesheets
 * (scripts/postbuild/critical-styles.mjs), as minified source text
 * (scripts/postbuild/after-first-paint.mjs), which must start only after it, and by the head
 * script's sections part (lib/head-script/sections.ts), which draws what is below the first
 * screen only after it: what they fetch would otherwise compete with the first paint, and a phone
 * that is still downloading or running it paints later. Plain JavaScript because the post-build
 * script imports it under plain Node.
 *
 * Why the paint entry, not a frame: on a small page the load event and a requestAnimationFrame
 * can both come before the first frame is on screen (in Lighthouse's trace of a project page,
 * the scripts were asked for at 82 ms, the first paint showed at 130 ms). The `paint` performance
 * entry arrives once the frame has been presented. Browsers without it (and jsdom) fall back to
 * one frame; a hidden tab paints nothing, so it goes at once.
 */
export function afterFirstPaint(callback) {
  var done = 0;
  function go() {
    if (!done) {
      done = 1;
      setTimeout(callback, 0);
    }
  }
  if (document.visibilityState == 'hidden') return go();
  var observed =
    typeof PerformanceObserver != 'undefined' && PerformanceObserver.supportedEntryTypes;
  if (observed && observed.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        go();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  requestAnimationFrame(go);
}
