'use client';

import { Icon } from '@/components/icons/Icon';
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
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => open(projectId, event.currentTarget)}
    >
      {children ?? <Icon name="eye" size={18} />}
    </button>
  );
}
