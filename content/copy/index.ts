/** Every sentence, heading and label a visitor reads, one module per area of the site. */
export { cvCopy } from './cv';
export type { CvCopy } from './cv';
