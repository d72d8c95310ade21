import type { LayoutCopy } from '../../../copy/layout';

export const layoutCopy: LayoutCopy = {
  skipLink: 'Skip to content',
  navLabel: 'Sections',
  menuButton: 'Menu',
  languagesButton: 'Languages',
  footer: {
    navLabel: 'Footer',
    copyright: '© {year} {name}. All rights reserved.',
  },
};
