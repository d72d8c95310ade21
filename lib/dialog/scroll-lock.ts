/**
 * Stops the page behind a modal from scrolling, keeping its width when the scrollbar disappears.
 * Returns the function that gives the page back its scrolling as it was.
 */
export function lockPageScroll(): () => void {
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
