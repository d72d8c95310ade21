import { controlDrawings } from '@/components/icons/ControlIcon';
import { IconSvg, type IconFrameProps } from '@/components/icons/IconSvg';

/**
 * The site's line icons, drawn for this site on a 24 px grid (stroke 2, round caps): the
 * controls' (ControlIcon) and these, which only server components draw.
 */
const drawings = {
  ...controlDrawings,
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
  arrowDown: <path d="M12 5v14M6 13l6 6 6-6" />,
  arrowUpRight: <path d="M7 17 17 7M9 7h8v8" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="m4 7.5 8 6 8-6" />
    </>
  ),
} as const;

/** Allowed names: instagram, github, linkedin, chat, arrowLeft, arrowRight, arrowDown, arrowUpRight,
 * chevronDown, download, eye, menu, sun, moon, monitor, close, mail. */
export type IconName = keyof typeof drawings;

export interface IconProps extends IconFrameProps {
  name: IconName;
}

/**
 * Any icon, for server components. A client component draws ControlIcon instead, so the
 * browser's code carries only the controls' drawings.
 */
export function Icon({ name, ...frame }: IconProps) {
  return <IconSvg {...frame}>{drawings[name]}</IconSvg>;
}
