'use client';

import { useLayoutEffect, useRef } from 'react';
import { m, type Variants } from 'framer-motion';
import { SectionLinks } from '@/components/layout/SectionLinks';
import { trackEvent } from '@/lib/analytics/events';
import { keepTabInside } from '@/lib/dialog/focus-cycle';
import { lockPageScroll } from '@/lib/dialog/scroll-lock';
import { EASE_OUT, PANEL_SECONDS } from '@/lib/motion/timing';
import { QuickViewPanel } from '@/components/quick-view/QuickViewPanel';
import type {
  QuickViewNavItem,
  QuickViewProject,
  QuickViewLabels,
} from '@/components/quick-view/types';
export type { QuickViewNavItem, QuickViewProject } from '@/components/quick-view/types';
import styles from './QuickView.module.scss';

export interface QuickViewProps {
  project: QuickViewProject;
  nav: QuickViewNavItem[];
  /** The overlay's words, from `content/copy/project.ts`. */
  labels: QuickViewLabels;
  /** Asks to close: the overlay fades out first. */
  onClose: () => void;
  /** Called once the dialog has closed and left the page (focus may go back now). Stable. */
  onClosed: () => void;
}

const transition = { duration: PANEL_SECONDS, ease: EASE_OUT };

/**
 * The dialog (the blurred backdrop with everything on it) fades in and out. A fade only, so it
 * stays the same under reduced motion.
 */
const dialogVariants: Variants = {
  hidden: { opacity: 0, transition },
  shown: { opacity: 1, transition },
};

/**
 * The project quick view: a modal <dialog> over a blurred grey backdrop, with the earlier
 * navigation bar at its top. showModal() makes the page behind inert and sends Escape as a
 * cancel event; Tab and Shift+Tab cycle inside; the X, a backdrop click and Escape close it.
 * Rendered inside AnimatePresence: on close it stays open (and the page locked) while it fades
 * out, and is closed when it leaves the page.
 */
export function QuickView({ project, nav, labels, onClose, onClosed }: QuickViewProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const layoutRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** The section a link of the dialog led to, if it was left that way. */
  const ledTo = useRef<string | null>(null);

  // A layout effect, so the dialog is closed (and the page behind live again) before it is removed.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the X rather than on the first section link.
    closeRef.current?.focus();
    const unlock = lockPageScroll();
    trackEvent('Quick View', { project: project.name });
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      const section = ledTo.current ? document.getElementById(ledTo.current) : null;
      if (!section) {
        onClosed();
        return;
      }
      // Left by a section link: the keyboard goes on from that section, not from the card that
      // opened the dialog, far above it.
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      // `focusVisible` (not yet in TypeScript's DOM types): no ring round the whole section.
      section.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    };
    // onClosed is stable (useCallback): the dialog opens once and closes when it leaves the page;
    // the project does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onClosed]);

  function handleClick(event: React.MouseEvent<HTMLDialogElement>) {
    // The dialog and its layout box fill the screen: a click on either is a click on the backdrop.
    if (event.target === event.currentTarget || event.target === layoutRef.current) onClose();
  }

  return (
    <m.dialog
      ref={dialogRef}
      className={styles.dialog}
      variants={dialogVariants}
      initial="hidden"
      animate="shown"
      exit="hidden"
      aria-modal="true"
      aria-labelledby={`quick-view-title-${project.id}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      onClick={handleClick}
    >
      <div ref={layoutRef} className={styles.layout}>
        <nav className={styles.nav} aria-label={labels.navLabel}>
          <SectionLinks
            items={nav}
            className={styles.navList}
            linkClassName={styles.navLink}
            onLinkClick={(item) => {
              ledTo.current = item.sectionId;
              onClose();
            }}
          />
        </nav>
        <QuickViewPanel project={project} labels={labels} closeRef={closeRef} onClose={onClose} />
      </div>
    </m.dialog>
  );
}
