import type { ThemeCopy } from '../../../copy/theme';

export const themeCopy: ThemeCopy = {
  current: {
    system: 'Tema: ikuti sistem',
    light: 'Tema: terang',
    dark: 'Tema: gelap',
  },
};
