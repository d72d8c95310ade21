'use client';

import { useRef } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import {
  applyTheme,
  nextThemeChoice,
  parseThemeChoice,
  storeTheme,
  THEME_ATTRIBUTE,
  THEME_CHOICES,
  type ThemeChoice,
} from '@/lib/head-script/theme';
import { useHeldPress } from '@/hooks/useHeldPress';
import { ControlIcon, type ControlIconName } from '@/components/icons/ControlIcon';
import styles from './ThemeToggle.module.scss';

const ICONS: Record<ThemeChoice, ControlIconName> = {
  system: 'monitor',
  light: 'sun',
  dark: 'moon',
};

export interface ThemeToggleProps {
  /** The button's name for each current choice (content/copy/theme.ts). */
  labels: Record<ThemeChoice, string>;
}

/**
 * The colour theme button: each press moves system → light → dark → system. The current choice
 * lives on <html> (`data-theme`, set by the head script before first paint), not in React state:
 * all three faces are rendered and CSS shows the one that matches, so the icon and the accessible
 * name are right from the first frame and the server HTML never disagrees with the client.
 */
export function ThemeToggle({ labels }: ThemeToggleProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cycle = () => {
    const current = parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));
    const next = nextThemeChoice(current);
    applyTheme(document, next);
    storeTheme(() => window.localStorage, next);
  };
  // Presses before hydration are played once it is done (lib/head-script/held-press.ts).
  useHeldPress(buttonRef, cycle);

  return (
    <button ref={buttonRef} type="button" className={styles.toggle} onClick={cycle} {...holdPress}>
      {THEME_CHOICES.map((choice) => (
        <span key={choice} className={styles.face} data-choice={choice}>
          <ControlIcon name={ICONS[choice]} size={20} />
          <span className={styles.label}>{labels[choice]}</span>
        </span>
      ))}
    </button>
  );
}
