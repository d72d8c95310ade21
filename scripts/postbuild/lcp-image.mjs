/**
 * The page's LCP image as the inline scripts find it, for those that wait for it before starting
 * the framework and the whole stylesheets (defer-scripts.mjs, critical-styles.mjs).
 */
import { NOT_PHONE_MEDIA } from '../../lib/media/image-settings.mjs';

/**
 * An image that is its page's largest paint on windows wider than a phone only (the `'wide'`
 * priority, components/media/SiteImage.tsx: the home page's photo, below the words on a phone; the
 * projects list's first cover, which a phone's first screen may end above): the one image loaded
 * eagerly without high priority (every other image is lazy, or the page's LCP image everywhere).
 * It is announced for those windows alone (its preload's `media`), and waited for there alone: on
 * a phone the framework does not wait for an image below the first screen. A selector, not an
 * attribute of its own, which would cost every page's image chunk its bytes.
 */
export const WIDE_LCP_IMAGE = 'img[loading="eager"]:not([fetchpriority])';

/**
 * A JavaScript expression, with `d` the document: the image at high priority, or else the
 * WIDE_LCP_IMAGE when this window is wider than a phone; else undefined.
 */
export const LCP_IMAGE =
  `d.querySelector('img[fetchpriority="high"]')||[].filter.call(` +
  `d.querySelectorAll(${JSON.stringify(WIDE_LCP_IMAGE)}),` +
  `function(){return matchMedia(${JSON.stringify(NOT_PHONE_MEDIA)}).matches})[0]`;
