'use client';

import Link from 'next/link';
import { useLayoutEffect, useRef } from 'react';
import { m, type Variants } from 'framer-motion';
import type { Project, QuickViewCopy } from '@/content';
import { SectionLinks, type SectionLink } from '@/components/layout/SectionLinks';
import { Picture } from '@/components/media/Picture';
import type { ResponsiveImage } from '@/lib/media/responsive-image';
import { EASE_OUT, PANEL_SECONDS } from '@/lib/motion/timing';
import styles from './QuickView.module.scss';

/** The fields of a project the overlay shows. */
export type QuickViewProject = Pick<
  Project,
  'id' | 'name' | 'kind' | 'description' | 'stack' | 'alt'
> & {
  /** Cover URLs, resolved on the server so no image-URL code (Cloudinary's) reaches the browser. */
  cover: ResponsiveImage;
  /** The cover's `sizes` in the overlay. */
  coverSizes: string;
  /** Whether the project has a demo video, i.e. its page has a #demo section. */
  hasDemo: boolean;
  /** The project page in the page's language ('/portofolio/3', '/id/portofolio/3'). */
  href: string;
};

/** One link of the earlier navigation bar variant (SUMMARY, MY WORK, EXPERIENCE, SKILLS). */
export type QuickViewNavItem = SectionLink;

export interface QuickViewProps {
  project: QuickViewProject;
  nav: QuickViewNavItem[];
  /** The overlay's words, from `content/copy/project.ts`. */
  labels: QuickViewCopy;
  /** Asks to close: the overlay fades out first. */
  onClose: () => void;
  /** Called once the dialog has closed and left the page (focus may go back now). Stable. */
  onClosed: () => void;
}

/**
 * The focus cycle inside the dialog. showModal() makes the page behind inert, but Tab from the
 * last control still leaves the document for the browser's own UI; the overlay keeps it inside
 * (its tests hold it to that).
 */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const transition = { duration: PANEL_SECONDS, ease: EASE_OUT };

/**
 * The dialog (the blurred backdrop with everything on it) fades in and out. A fade only, so it
 * stays the same under reduced motion.
 */
const dialogVariants: Variants = {
  hidden: { opacity: 0, transition },
  shown: { opacity: 1, transition },
};

/** Stops the page behind from scrolling, keeping its width when the scrollbar disappears. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  const previous = {
    overflow: root.style.overflow,
    paddingRight: document.body.style.paddingRight,
  };
  root.style.overflow = 'hidden';
  if (scrollbarWidth > 0) document.body.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    root.style.overflow = previous.overflow;
    document.body.style.paddingRight = previous.paddingRight;
  };
}

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

  // A layout effect, so the dialog is closed (and the page behind live again) before it is removed.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the X rather than on the first section link.
    closeRef.current?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      onClosed();
    };
    // onClosed is stable (useCallback): the dialog opens once and closes when it leaves the page.
  }, [onClosed]);

  function handleKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleClick(event: React.MouseEvent<HTMLDialogElement>) {
    // The dialog and its layout box fill the screen: a click on either is a click on the backdrop.
    if (event.target === event.currentTarget || event.target === layoutRef.current) onClose();
  }

  const titleId = `quick-view-title-${project.id}`;
  return (
    <m.dialog
      ref={dialogRef}
      className={styles.dialog}
      variants={dialogVariants}
      initial="hidden"
      animate="shown"
      exit="hidden"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div ref={layoutRef} className={styles.layout}>
        <nav className={styles.nav} aria-label={labels.navLabel}>
          <SectionLinks
            items={nav}
            className={styles.navList}
            linkClassName={styles.navLink}
            onLinkClick={onClose}
          />
        </nav>
        <article className={styles.panel}>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={labels.close}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <div className={styles.media}>
            {/* URLs resolved on the server. */}
            <Picture
              image={project.cover}
              sizes={project.coverSizes}
              alt={project.alt}
              className={styles.image}
            />
          </div>
          <div className={styles.body}>
            <p className={styles.kind}>{project.kind}</p>
            <h2 id={titleId} className={styles.title}>
              {project.name}
            </h2>
            <p className={styles.description}>{project.description}</p>
            <ul className={styles.stack} aria-label={labels.stackLabel}>
              {project.stack.map((tool) => (
                <li key={tool} className={styles.tag}>
                  {tool}
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Link href={project.href} className={styles.primary}>
                {labels.pageLink}
              </Link>
              {project.hasDemo ? (
                <Link href={`${project.href}#demo`} className={styles.secondary}>
                  {labels.demoLink}
                </Link>
              ) : null}
            </div>
          </div>
        </article>
      </div>
    </m.dialog>
  );
}
