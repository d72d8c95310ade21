'use client';

import { useEffect, useRef, useState } from 'react';
import { ControlIcon } from '@/components/icons/ControlIcon';
import { holdPress } from '@/lib/head-script/held-press';
import { useHeldPress } from '@/hooks/useHeldPress';
import { shownWhole, ShownWholeEnd } from '@/components/layout/ShownWhole';
import styles from './TopBar.module.scss';

export interface TopBarFrameProps {
  /** Id of the navigation element the hamburger opens and closes. */
  menuId: string;
  /** Accessible name of the hamburger button. */
  menuLabel: string;
  brand: React.ReactNode;
  /** The call-to-action link, always visible. */
  action: React.ReactNode;
  /** The navigation, rendered on the server. */
  children: React.ReactNode;
}

/**
 * The interactive shell of the top bar: `data-scrolled` (light at the top, dark once scrolled)
 * and the mobile menu's open state. Everything inside is rendered on the server. It lays out its
 * links, language, theme, search and contact in one row (on a phone: the brand, then the controls
 * at the row's end), so it shows only once parsed whole (components/layout/ShownWhole.tsx): a frame
 * painted before the search and contact buttons were parsed drew the links where they then moved
 * from (a layout shift of 0.003 on a loaded desktop, 0.005 on a phone).
 */
export function TopBarFrame({ menuId, menuLabel, brand, action, children }: TopBarFrameProps) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A tap before hydration opens the menu once it can (lib/head-script/held-press.ts).
  const toggleMenu = () => setMenuOpen((open) => !open);
  useHeldPress(buttonRef, toggleMenu);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    // The menu comes before the button in the document (on a desktop its links sit between the
    // brand and the buttons, in reading order): focus moves into it as it opens, so the next Tab,
    // or a screen reader's next swipe, reads its links rather than the page behind it.
    // Without moving the page: the first link sits within the page's scroll padding (which keeps
    // headings clear of the bar), so a plain focus scrolled the page under the menu by a few pixels.
    document
      .getElementById(menuId)
      ?.querySelector<HTMLElement>('a, button')
      ?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      buttonRef.current?.focus({ preventScroll: true });
    };
    // A press outside the bar closes the menu, and so does the focus going outside it (Tab past
    // the bar's last control): the open sheet would cover what now has it.
    const onOutside = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [menuOpen, menuId]);

  // A tap on the dimmed page closes the menu and does nothing else: the scrim takes the tap, so
  // the link or card under it is not followed as the menu closes.
  const closeMenu = () => setMenuOpen(false);

  // Picking any link in the bar closes the menu; the link itself does the scrolling.
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };

  return (
    <header
      ref={headerRef}
      className={styles.bar}
      data-scrolled={scrolled}
      data-menu-open={menuOpen}
      onClick={closeOnLink}
      {...shownWhole('every')}
    >
      {/* Before the row, so the open menu's sheet is drawn over it. Only while the menu is open:
          in the page's first HTML its markup and rules took 0.1 KB of the home page's 20. */}
      {menuOpen ? <div className={styles.scrim} aria-hidden="true" onClick={closeMenu} /> : null}
      <div className={styles.inner}>
        {brand}
        {children}
        <div className={styles.actions}>
          {action}
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuLabel}
            onClick={toggleMenu}
            {...holdPress}
          >
            <ControlIcon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </div>
      <ShownWholeEnd />
    </header>
  );
}
