'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { QuickViewNavItem } from '@/components/quick-view/QuickView';
import type { QuickViewLayer as QuickViewLayerType } from '@/components/quick-view/QuickViewLayer';
import { readCardWords, type CardWords } from '@/components/quick-view/card-words';
import type { QuickViewLabels, QuickViewProjectData } from '@/components/quick-view/types';

/** What a gallery card passes to open the quick view. */
export interface QuickViewContextValue {
  /** Opens the overlay for a project; `trigger` gets focus back when it closes. */
  open: (projectId: number, trigger: HTMLElement | null) => void;
  /** Fetches the overlay's chunk, once: a quick-view button calls it as it nears the screen. */
  prepare: () => void;
}

const QuickViewContext = createContext<QuickViewContextValue | null>(null);

let layerChunk: Promise<typeof QuickViewLayerType> | null = null;

/** Fetches the overlay's chunk once. */
function loadQuickViewLayer(): Promise<typeof QuickViewLayerType> {
  layerChunk ??= import('@/components/quick-view/QuickViewLayer').then(
    (module) => module.QuickViewLayer,
  );
  return layerChunk;
}

/** The quick-view state of the gallery. Only inside <QuickViewProvider>. */
export function useQuickView(): QuickViewContextValue {
  const value = useContext(QuickViewContext);
  if (!value) throw new Error('useQuickView must be used inside <QuickViewProvider>');
  return value;
}

export interface QuickViewStateProps {
  /** Its QuickViewOverlay, then the gallery. */
  children: React.ReactNode;
}

/** The open quick view: its project, and that project's words as its card shows them. */
interface OpenQuickView {
  projectId: number;
  words: CardWords;
}

/** What the overlay needs of the state: which project is open, the loaded layer, the callbacks. */
interface QuickViewOverlayState {
  opened: OpenQuickView | null;
  Layer: typeof QuickViewLayerType | null;
  close: () => void;
  returnFocus: () => void;
}

const QuickViewOverlayContext = createContext<QuickViewOverlayState | null>(null);

/** Holds which project's quick view is open; QuickViewOverlay, inside it, shows it. */
export function QuickViewState({ children }: QuickViewStateProps) {
  const [opened, setOpened] = useState<OpenQuickView | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  // The overlay and its animation code come in their own chunk, as the first quick-view button
  // comes into view (QuickViewButton): a visitor scrolls to the cards, then presses, and the press
  // finds the overlay here. Not at the first press anywhere, as before: on a phone that is often the
  // menu's, and the chunk's fetch and run fell inside that interaction. A press before it has
  // arrived (the press that opens it asks for it too) shows it as soon as it is here.
  const [Layer, setLayer] = useState<typeof QuickViewLayerType | null>(null);
  const loadLayer = useCallback(() => {
    void loadQuickViewLayer().then((layer) => setLayer(() => layer));
  }, []);

  const open = useCallback(
    (projectId: number, trigger: HTMLElement | null) => {
      // Read when asked, from the page as it is: the card is there (its button was pressed).
      const words = readCardWords(document, projectId);
      if (!words) return;
      loadLayer();
      triggerRef.current = trigger;
      // A transition: the press gets its next frame at once, and React renders the dialog in the
      // tasks after it, yielding between them. The dialog fades in from transparent, so it shows
      // the same; what a press costs before its next frame (what INP counts) is the press alone.
      startTransition(() => setOpened({ projectId, words }));
    },
    [loadLayer],
  );

  // A transition too: the dialog fades out from where it stands, so the frame after the press is
  // the one already on screen. Rendered in the press's own task, the fade's first frame (the
  // blurred layer over the whole screen drawn again) was that press's next paint: closed during
  // its fade-in on the bench's phone, side by side in two runs, 120 and 128 ms then, 88 and 104 ms
  // this way (56 ms either way once the fade-in has ended).
  const close = useCallback(() => startTransition(() => setOpened(null)), []);

  // Focus goes back once the dialog has faded out and closed: while it is open (its exit
  // included), the rest of the page is inert and cannot take focus.
  const returnFocus = useCallback(() => {
    triggerRef.current?.focus({ preventScroll: true });
  }, []);

  // Only `open` and `prepare` are shared with the cards: their buttons do not re-render when the
  // overlay opens or closes.
  const value = useMemo(() => ({ open, prepare: loadLayer }), [open, loadLayer]);
  // A new object on every render is right here: this state re-renders only when the open project
  // or the layer changes, and the overlay shows either.
  const overlay = { opened, Layer, close, returnFocus };
  return (
    <QuickViewContext.Provider value={value}>
      <QuickViewOverlayContext.Provider value={overlay}>
        {children}
      </QuickViewOverlayContext.Provider>
    </QuickViewContext.Provider>
  );
}

export interface QuickViewOverlayProps {
  /** What the overlay shows of each project beyond its card's words: plain data, no more. */
  projects: QuickViewProjectData[];
  /** The project pages' path in the page's language, before the id ('/portofolio/', '/id/portofolio/'). */
  projectPath: string;
  /** The section links repeated at the top of the overlay. */
  nav: QuickViewNavItem[];
  /** The overlay's words. */
  labels: QuickViewLabels;
}

/**
 * The open project's quick view, once its chunk is here, with the words of the project's card.
 * Its own component, placed before the gallery, so that the page's React payload writes the
 * covers in its data and the cards refer to them (see QuickViewProvider). Only inside
 * QuickViewState.
 */
export function QuickViewOverlay({ projects, projectPath, nav, labels }: QuickViewOverlayProps) {
  // QuickViewProvider renders it inside the state, always.
  const { opened, Layer, close, returnFocus } = useContext(QuickViewOverlayContext)!;
  if (!Layer) return null;
  const data = projects.find((candidate) => candidate.id === opened?.projectId);
  const project =
    opened && data ? { ...data, ...opened.words, href: `${projectPath}${data.id}` } : null;
  return (
    <Layer project={project} nav={nav} labels={labels} onClose={close} onClosed={returnFocus} />
  );
}
