'use client';

import { useRef } from 'react';
import { holdPress } from '@/lib/head-script/held-press';
import { useHeldPress } from '@/hooks/useHeldPress';
import { ControlIcon } from '@/components/icons/ControlIcon';
import { useQuickView } from '@/components/quick-view/QuickViewContext';
import { useNearScreen } from '@/hooks/useNearScreen';
import styles from './QuickViewButton.module.scss';

export interface QuickViewButtonProps {
  projectId: number;
  /**
   * Ids of the elements whose text names it: the copy's "Quick view:" (written once in the section)
   * and the card's heading ("Quick view: TokoKu", `homeCopy.work.quickView`, card-words.ts), so
   * neither is written again for the button.
   */
  labelledBy: string;
  /** Where the card places the button (its look is this component's own). */
  className?: string;
}

/** The quick-view control of one gallery card, named by the elements `labelledBy` lists. */
export function QuickViewButton({ projectId, labelledBy, className }: QuickViewButtonProps) {
  const { open, prepare } = useQuickView();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // In view, it is about to be pressed: the overlay's chunk is fetched now.
  useNearScreen(buttonRef, prepare);
  // A press before hydration opens the quick view once it is done (lib/head-script/held-press.ts).
  useHeldPress(buttonRef, () => open(projectId, buttonRef.current!));
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-labelledby={labelledBy}
      aria-haspopup="dialog"
      onClick={(event) => open(projectId, event.currentTarget)}
      {...holdPress}
    >
      <ControlIcon name="eye" size={18} />
    </button>
  );
}
