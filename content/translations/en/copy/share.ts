import type { ShareCopy } from '../../../copy/share';

export const shareCopy: ShareCopy = {
  siteName: '{name} — Portfolio',
  projectEyebrow: 'PROJECT {nn}',
  siteEyebrow: 'PORTFOLIO',
  projectsEyebrow: 'ALL PROJECTS',
  noteEyebrow: 'NOTE',
};
