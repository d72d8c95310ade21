'use client';

import { useRef } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import { useHeldPress } from '@/hooks/useHeldPress';
import { ControlIcon } from '@/components/icons/ControlIcon';
import { useQuickView } from '@/components/quick-view/QuickViewContext';
import styles from './QuickViewButton.module.scss';

export interface QuickViewButtonProps {
  projectId: number;
  /** Accessible name, e.g. "Quick view: TokoKu" (`homeCopy.work.quickView`). */
  label: string;
  /** Where the card places the button (its look is this component's own). */
  className?: string;
  /** Visible content; the gallery's eye icon by default. */
  children?: React.ReactNode;
}

/** The quick-view control of one gallery card; `label` is its accessible name. */
export function QuickViewButton({ projectId, label, className, children }: QuickViewButtonProps) {
  const { open } = useQuickView();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A press before hydration opens the quick view once it is done (lib/head-script/held-press.ts).
  useHeldPress(buttonRef, () => open(projectId, buttonRef.current!));
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => open(projectId, event.currentTarget)}
      {...holdPress}
    >
      {children ?? <ControlIcon name="eye" size={18} />}
    </button>
  );
}
