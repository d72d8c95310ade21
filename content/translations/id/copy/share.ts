import type { ShareCopy } from '../../../copy/share';

export const shareCopy: ShareCopy = {
  siteName: '{name} — Portofolio',
  projectEyebrow: 'PROYEK {nn}',
  siteEyebrow: 'PORTOFOLIO',
  siteTags: ['React', 'Next.js', 'Vue', 'TypeScript'],
};
