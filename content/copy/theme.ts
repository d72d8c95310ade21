/** Words of the colour theme control: in the top bar on desktop, in the menu on phones. */
export interface ThemeCopy {
  /** The control's accessible name (shown as its label in the mobile menu), one per current choice. */
  current: {
    /** While the site follows the device's light or dark setting (the default). */
    system: string;
    /** While the visitor has chosen the light theme. */
    light: string;
    /** While the visitor has chosen the dark theme. */
    dark: string;
  };
}
