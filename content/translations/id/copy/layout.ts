import type { LayoutCopy } from '../../../copy/layout';

export const layoutCopy: LayoutCopy = {
  skipLink: 'Langsung ke konten',
  navLabel: 'Bagian halaman',
  menuButton: 'Menu',
  languagesButton: 'Bahasa',
  footer: {
    navLabel: 'Kaki halaman',
    copyright: '© {year} {name}. Hak cipta dilindungi.',
  },
};
