/**
 * An inline-script function, as source text: `afterFirstPaint(callback)` calls `callback` once the
 * page's first contentful paint has been presented. Used by the framework loader
 * (scripts/postbuild/defer-scripts.mjs), which must start only after it: what it fetches would
 * otherwise compete with the first paint, and a phone that is still downloading or running it
 * paints later. Plain JavaScript because the post-build script imports it under plain Node.
 *
 * Why the paint entry, not a frame: on a small page the load event and a requestAnimationFrame
 * can both come before the first frame is on screen (in Lighthouse's trace of a project page,
 * the scripts were asked for at 82 ms, the first paint showed at 130 ms). The `paint` performance
 * entry arrives once the frame has been presented. Browsers without it (and jsdom) fall back to
 * one frame; a hidden tab paints nothing, so it goes at once.
 */
export const AFTER_FIRST_PAINT =
  'function afterFirstPaint(f){var d=0;function go(){if(!d){d=1;setTimeout(f,0)}}' +
  'if(document.visibilityState=="hidden")return go();' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new PerformanceObserver(function(l){' +
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});' +
  'o.observe({type:"paint",buffered:true});return}}catch(e){}' +
  'requestAnimationFrame(go)}';
