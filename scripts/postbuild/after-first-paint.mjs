/**
 * `afterFirstPaint` (lib/head-script/after-paint.mjs) as the source text the post-build's inline
 * scripts write in (the framework loader, scripts/postbuild/defer-scripts.mjs, and the one that
 * enables the whole stylesheets, scripts/postbuild/critical-styles.mjs), minified with `terser`:
 * those scripts are in every page's first response, which must fit the first round trip. Its name
 * stays, since the scripts call it by name; the module itself stays plain and readable because the
 * head script (compiled by Next, which minifies it) imports it too.
 */
import { minify_sync as minifySync } from 'terser';
import { afterFirstPaint } from '../../lib/head-script/after-paint.mjs';

const minified = minifySync(afterFirstPaint.toString()).code;
if (!minified?.startsWith('function afterFirstPaint(')) {
  throw new Error('terser did not keep afterFirstPaint a named function declaration');
}

/** The function's minified source text: `function afterFirstPaint(e){…}`. */
export const AFTER_FIRST_PAINT = minified;
