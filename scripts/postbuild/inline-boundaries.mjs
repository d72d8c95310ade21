/**
 * Writes each Suspense boundary that React outlined back in its place, in the exported HTML.
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Used by scripts/postbuild/index.mjs and covered by scripts/postbuild/inline-boundaries.test.ts.
 *
 * Why: a part of a page that hydrates on its own (the contact form, the experience entries:
 * components/contact/ContactFormSlot.tsx) sits in a Suspense boundary. When React writes a page it
 * streams a boundary that comes after more than about 12 KB of HTML out of place: an empty
 * `<template>` where it belongs, its markup in a hidden `<div>` at the end, and an inline script
 * that moves it in, batched with others up to 2.3 s later. A static page has no stream to hurry:
 * that would be a layout shift with JavaScript on and the part missing with it off. Here each such
 * boundary is put back as React writes a boundary that completed in time (`<!--$-->` and its
 * markup), which hydrates the same way, and the scripts that moved them go.
 */

/** An outlined boundary where it belongs: `<!--$?--><template id="B:0"></template>`. */
const OUTLINED = /<!--\$\?--><template id="(B:[0-9a-f]+)"><\/template>/g;
/** The runtime that reveals outlined boundaries (`$RB`, `$RV`, `$RC`), once no call is left. */
const REVEAL_RUNTIME = /<script>\$RB=\[\];[\s\S]*?<\/script>/;
/** The time of the first paint, kept only for the reveal runtime's batching. */
const SHELL_TIME = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/**
 * The page with every outlined boundary written back in place. A boundary whose markup cannot be
 * found as React writes it is left as it is. Returns the HTML unchanged when it has none.
 * @param {string} html
 * @returns {string}
 */
export function inlineOutlinedBoundaries(html) {
  let out = html;
  for (const [marker, boundaryId] of html.matchAll(OUTLINED)) {
    const call = new RegExp(`\\$RC\\("${boundaryId}","(S:[0-9a-f]+)"\\)`).exec(out);
    if (!call) continue;
    const open = `<div hidden id="${call[1]}">`;
    const start = out.indexOf(open);
    // React writes the segment's markup, then the script that holds its call.
    const script = out.lastIndexOf('<script>', call.index);
    const end = script - '</div>'.length;
    if (start < 0 || end < start || out.slice(end, script) !== '</div>') continue;
    const markup = out.slice(start + open.length, end);
    out =
      out.slice(0, start) +
      out.slice(script, call.index) +
      out.slice(call.index + call[0].length).replace(/^;/, '');
    out = out.replace(marker, () => `<!--$-->${markup}`);
  }
  if (out === html) return html;
  out = out.replaceAll('<script></script>', '');
  if (!out.includes('$RC(')) out = out.replace(REVEAL_RUNTIME, '').replace(SHELL_TIME, '');
  return out;
}

/** @type {import('./pipeline.mjs').PageStep} */
export const inlineBoundariesStep = {
  name: 'inline boundaries',
  // Only pages with a part that hydrates on its own have any.
  page: inlineOutlinedBoundaries,
};
