/**
 * The site's line icons, drawn for this site on a 24 px grid (stroke 2, round caps).
 * Decorative by default: the control that holds an icon carries the accessible name.
 */
const paths = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  github: (
    <>
      <path d="M8.5 20.5v-2.8c-2.9.7-3.6-1.4-4.3-2.3" />
      <path d="M15.5 20.5v-3.1c0-.9-.3-1.6-.9-2.1 2.8-.4 5-1.6 5-5.3 0-1.1-.4-2.1-1.1-2.9.2-.8.2-1.8-.2-2.8 0 0-1-.3-3 1.1a10 10 0 0 0-5.6 0c-2-1.4-3-1.1-3-1.1-.4 1-.4 2-.2 2.8-.7.8-1.1 1.8-1.1 2.9 0 3.7 2.2 4.9 5 5.3-.6.5-.9 1.2-.9 2.1" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16.5M8 7.6v.1M11.5 16.5v-6M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6v3.5" />
    </>
  ),
  chat: (
    <path d="M20 11.5a8 8 0 0 1-11.7 7.1L4 20l1.4-4.1A8 8 0 1 1 20 11.5zM8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />
  ),
  arrowLeft: <path d="M19 12H5M11 6l-6 6 6 6" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  arrowDown: <path d="M12 5v14M6 13l6 6 6-6" />,
  arrowUpRight: <path d="M7 17 17 7M9 7h8v8" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
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
  close: <path d="M6 6l12 12M18 6 6 18" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="m4 7.5 8 6 8-6" />
    </>
  ),
} as const;

/** Allowed names: instagram, github, linkedin, chat, arrowLeft, arrowRight, arrowDown, arrowUpRight,
 * chevronDown, download, eye, menu, sun, moon, monitor, close, mail. */
export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  /** Rendered size in px; the drawing scales. */
  size?: number;
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
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
      {paths[name]}
    </svg>
  );
}
