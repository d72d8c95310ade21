/** What a page chooses of an icon besides its drawing. */
export interface IconFrameProps {
  /** Rendered size in px; the drawing scales. */
  size?: number;
  className?: string;
  /** An arrow along the line, mirrored on a right-to-left page (app/globals.scss). */
  inlineArrow?: boolean;
}

export interface IconSvgProps extends IconFrameProps {
  /** The drawing: paths on a 24 px grid. */
  children: React.ReactNode;
}

/**
 * The frame of every icon: a 24 px grid, stroke 2, round caps. Decorative: the control or link
 * that holds an icon carries the accessible name.
 */
export function IconSvg({ size = 20, className, children, inlineArrow }: IconSvgProps) {
  return (
    <svg
      className={className}
      data-inline-arrow={inlineArrow ? '' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
