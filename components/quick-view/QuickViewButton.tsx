'use client';

import { Icon } from '@/components/icons/Icon';
import { useQuickView } from '@/components/quick-view/QuickViewContext';

export interface QuickViewButtonProps {
  projectId: number;
  projectName: string;
  className?: string;
  /** Visible content; the gallery's eye icon by default. */
  children?: React.ReactNode;
}

/** The quick-view control of one gallery card. Its accessible name is "Quick view: {name}". */
export function QuickViewButton({
  projectId,
  projectName,
  className,
  children,
}: QuickViewButtonProps) {
  const { open } = useQuickView();
  return (
    <button
      type="button"
      className={className}
      aria-label={`Quick view: ${projectName}`}
      aria-haspopup="dialog"
      onClick={(event) => open(projectId, event.currentTarget)}
    >
      {children ?? <Icon name="eye" size={18} />}
    </button>
  );
}
