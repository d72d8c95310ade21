import type { ShareCopy } from '../../../copy/share';

export const shareCopy: ShareCopy = {
  siteName: '{name} — Portofolio',
  projectEyebrow: 'PROYEK {nn}',
  siteEyebrow: 'PORTOFOLIO',
  projectsEyebrow: 'SEMUA PROYEK',
  noteEyebrow: 'CATATAN',
};
