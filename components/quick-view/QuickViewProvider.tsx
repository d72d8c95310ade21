'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** What a gallery card passes to open the quick view. */
export interface QuickViewContextValue {
  /** Opens the overlay for a project; `trigger` gets focus back when it closes. */
  open: (projectId: number, trigger: HTMLElement | null) => void;
  /** Closes the overlay and returns focus to the control that opened it. */
  close: () => void;
  /** The project shown, or null when closed. */
  openProjectId: number | null;
}

const QuickViewContext = createContext<QuickViewContextValue | null>(null);

/** The quick-view state of the gallery. Wrap the My Work section in it. */
export function useQuickView(): QuickViewContextValue {
  const value = useContext(QuickViewContext);
  if (!value) throw new Error('useQuickView must be used inside <QuickViewProvider>');
  return value;
}

export interface QuickViewProviderProps {
  children: React.ReactNode;
}

/**
 * Holds which project's quick view is open, for every gallery card (slider and grid).
 * INTERFACE FIRST: the project-pages work renders the overlay itself from here.
 */
export function QuickViewProvider({ children }: QuickViewProviderProps) {
  const [openProjectId, setOpenProjectId] = useState<number | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((projectId: number, trigger: HTMLElement | null) => {
    triggerRef.current = trigger;
    setOpenProjectId(projectId);
  }, []);

  const close = useCallback(() => {
    setOpenProjectId(null);
    triggerRef.current?.focus();
  }, []);

  const value = useMemo(() => ({ open, close, openProjectId }), [open, close, openProjectId]);
  return <QuickViewContext.Provider value={value}>{children}</QuickViewContext.Provider>;
}
