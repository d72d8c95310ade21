/**
 * The framer-motion API the server-rendered parts of the site animate with (project hero,
 * experience entries, slider parallax). Never imported statically: loadMotion() fetches it
 * after hydration, so none of it is first-load JavaScript.
 *
 * Why not `m` elements for these: an `m` element in first-load code costs about 16 KB gzip with
 * this bundler (Turbopack keeps motion-dom's VisualElement module whole, and `m` reads the
 * feature registry from it), against a 6 KB budget. The quick view, which is rendered only in the
 * browser, does use LazyMotion, `m` and AnimatePresence, from its own lazily loaded chunk.
 */
export {
  animate,
  inView,
  motionValue,
  springValue,
  styleEffect,
  transformValue,
} from 'framer-motion';
