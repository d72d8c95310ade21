'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  QuickView,
  type QuickViewNavItem,
  type QuickViewProject,
} from '@/components/quick-view/QuickView';
import type { QuickViewCopy } from '@/content';

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

/** The quick-view state of the gallery. Only inside <QuickViewProvider>. */
export function useQuickView(): QuickViewContextValue {
  const value = useContext(QuickViewContext);
  if (!value) throw new Error('useQuickView must be used inside <QuickViewProvider>');
  return value;
}

export interface QuickViewStateProps {
  /** What the overlay shows of each project: plain data, no more than it needs. */
  projects: QuickViewProject[];
  /** The section links repeated at the top of the overlay. */
  nav: QuickViewNavItem[];
  /** The overlay's words. */
  labels: QuickViewCopy;
  children: React.ReactNode;
}

/** Holds which project's quick view is open and renders the overlay for it. */
export function QuickViewState({ projects, nav, labels, children }: QuickViewStateProps) {
  const [openProjectId, setOpenProjectId] = useState<number | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((projectId: number, trigger: HTMLElement | null) => {
    triggerRef.current = trigger;
    setOpenProjectId(projectId);
  }, []);

  const close = useCallback(() => setOpenProjectId(null), []);

  // Focus goes back once the dialog has left the page: while it is open, the rest is inert.
  useEffect(() => {
    if (openProjectId !== null || !triggerRef.current) return;
    triggerRef.current.focus({ preventScroll: true });
    triggerRef.current = null;
  }, [openProjectId]);

  const value = useMemo(() => ({ open, close, openProjectId }), [open, close, openProjectId]);
  const project = projects.find((candidate) => candidate.id === openProjectId);
  return (
    <QuickViewContext.Provider value={value}>
      {children}
      {project ? (
        <QuickView key={project.id} project={project} nav={nav} labels={labels} onClose={close} />
      ) : null}
    </QuickViewContext.Provider>
  );
}
