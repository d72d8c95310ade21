import { controlDrawings } from '@/components/icons/ControlIcon';
import { IconSvg, type IconFrameProps } from '@/components/icons/IconSvg';

/** A globe: the languages' picker, and an owner's own site or blog among her profiles. */
export const globeDrawing = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </>
);

/**
 * The site's line icons, drawn for this site on a 24 px grid (stroke 2, round caps): the
 * controls' (ControlIcon) and these, which only server components draw. The social networks'
 * marks are NetworkIcon's.
 */
const drawings = {
  ...controlDrawings,
  chat: (
    <path d="M20 11.5a8 8 0 0 1-11.7 7.1L4 20l1.4-4.1A8 8 0 1 1 20 11.5zM8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />
  ),
  arrowDown: <path d="M12 5v14M6 13l6 6 6-6" />,
  globe: globeDrawing,
  arrowUpRight: <path d="M7 17 17 7M9 7h8v8" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="m4 7.5 8 6 8-6" />
    </>
  ),
} as const;

/** Allowed names: chat, arrowLeft, arrowRight, arrowDown, arrowUpRight,
 * chevronDown, download, eye, globe, menu, sun, moon, monitor, close, mail. */
export type IconName = keyof typeof drawings;

/** The drawings that point along the line: mirrored on a right-to-left page. */
const ALONG_THE_LINE: ReadonlySet<string> = new Set(['arrowLeft', 'arrowRight', 'arrowUpRight']);

export interface IconProps extends IconFrameProps {
  name: IconName;
}

/**
 * Any icon, for server components. A client component draws ControlIcon instead, so the
 * browser's code carries only the controls' drawings.
 */
export function Icon({ name, ...frame }: IconProps) {
  return (
    <IconSvg {...frame} inlineArrow={ALONG_THE_LINE.has(name)}>
      {drawings[name]}
    </IconSvg>
  );
}
