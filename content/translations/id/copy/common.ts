import type { CommonCopy } from '../../../copy/common';

export const commonCopy: CommonCopy = {
  numberWords: [
    'nol',
    'satu',
    'dua',
    'tiga',
    'empat',
    'lima',
    'enam',
    'tujuh',
    'delapan',
    'sembilan',
    'sepuluh',
    'sebelas',
    'dua belas',
  ],
  opensInNewTab: ' (terbuka di tab baru)',
  backHome: 'Kembali ke beranda',
};
