import { domAnimation } from 'framer-motion';

/**
 * framer-motion's animation features (animate, exit, variants, hover and tap) for LazyMotion, in
 * their own chunk loaded by dynamic import once an `m` element is on the page. domAnimation, not
 * domMax: nothing here drags or uses layout animations.
 */
export default domAnimation;
