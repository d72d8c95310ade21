import type { ThemeCopy } from '../../../copy/theme';

export const themeCopy: ThemeCopy = {
  current: {
    system: 'Theme: system',
    light: 'Theme: light',
    dark: 'Theme: dark',
  },
};
