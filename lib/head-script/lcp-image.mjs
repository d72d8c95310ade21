/**
 * Which image is the page's largest paint, for the scripts that wait for it before starting the
 * framework and the whole stylesheets (scripts/postbuild/defer-scripts.mjs, critical-styles.mjs).
 * Plain JavaScript because the post-build script imports it under plain Node.
 */

/**
 * On an image that is its page's largest paint only in the windows its value (a media query)
 * matches: the home page's photo, below the words on a phone; the projects list's first cover,
 * which a phone's first screen may end above. It is announced for those windows alone (its
 * preload's `media`, components/media/SiteImage.tsx), and waited for there alone: on a phone the
 * framework does not wait for an image below the first screen.
 */
export const LCP_MEDIA_ATTRIBUTE = 'data-lcp-media';

/**
 * A JavaScript expression, with `d` the document: the page's LCP image in this window (the one at
 * high priority, or one whose LCP_MEDIA_ATTRIBUTE matches), or undefined.
 */
export const LCP_IMAGE =
  `d.querySelector('img[fetchpriority="high"]')||[].filter.call(` +
  `d.querySelectorAll("img[${LCP_MEDIA_ATTRIBUTE}]"),` +
  `function(e){return matchMedia(e.getAttribute("${LCP_MEDIA_ATTRIBUTE}")).matches})[0]`;
