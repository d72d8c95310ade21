import type { ThemeCopy } from '../../en/copy/theme';

export const themeCopy: ThemeCopy = {
  current: {
    system: 'Tema: ikuti sistem',
    light: 'Tema: terang',
    dark: 'Tema: gelap',
  },
};
