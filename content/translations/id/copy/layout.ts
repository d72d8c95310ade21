import type { LayoutCopy } from '../../../copy/layout';

export const layoutCopy: LayoutCopy = {
  skipLink: 'Langsung ke konten',
  navLabel: 'Bagian halaman',
  menuButton: 'Menu',
  footer: {
    navLabel: 'Kaki halaman',
    copyright: '© {year} {name}. Hak cipta dilindungi.',
  },
};
