'use client';

import { useQuickView } from './QuickViewContext';

export interface QuickViewButtonProps {
  projectId: number;
  projectName: string;
  className?: string;
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
      {children ?? 'Quick view'}
    </button>
  );
}
