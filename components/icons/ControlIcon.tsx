import { IconSvg, type IconFrameProps } from '@/components/icons/IconSvg';

/**
 * The icons the interactive leaves (client components) draw: only these reach the browser's
 * code. The icons of links and text rendered on the server stay with Icon: drawn into the
 * page's HTML, they never ship as script (about 0.4 KB gzip less on every page).
 */
export const controlDrawings = {
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a7 7 0 0 0 10.5 10.5z" />,
  monitor: (
    <>
      <rect x="3" y="4.5" width="18" height="12" rx="2" />
      <path d="M8.5 20h7M12 16.5V20" />
    </>
  ),
} as const;

/** Allowed names: arrowLeft, arrowRight, chevronDown, eye, menu, close, sun, moon, monitor. */
export type ControlIconName = keyof typeof controlDrawings;

export interface ControlIconProps extends IconFrameProps {
  name: ControlIconName;
}

/** An icon of a client component's control (see Icon for the server components' icons). */
export function ControlIcon({ name, ...frame }: ControlIconProps) {
  return <IconSvg {...frame}>{controlDrawings[name]}</IconSvg>;
}
