import type { ProjectLink } from '@/lib/content/project-links';
import { IconSvg } from '@/components/icons/IconSvg';

/**
 * Line drawings of the project links, drawn for this site like the other icons: the host's mark
 * for a known repository host, brackets for other code, a globe for a running site. Kept apart
 * from `Icon` because the quick view (a client leaf) draws them too, and needs only these four.
 */
const drawings = {
  site: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.3 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.3-3.4-8.5S9.7 5.9 12 3.5z" />
    </>
  ),
  source: <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5.5l-3 13" />,
  github: (
    <>
      <path d="M8.5 20.5v-2.8c-2.9.7-3.6-1.4-4.3-2.3" />
      <path d="M15.5 20.5v-3.1c0-.9-.3-1.6-.9-2.1 2.8-.4 5-1.6 5-5.3 0-1.1-.4-2.1-1.1-2.9.2-.8.2-1.8-.2-2.8 0 0-1-.3-3 1.1a10 10 0 0 0-5.6 0c-2-1.4-3-1.1-3-1.1-.4 1-.4 2-.2 2.8-.7.8-1.1 1.8-1.1 2.9 0 3.7 2.2 4.9 5 5.3-.6.5-.9 1.2-.9 2.1" />
    </>
  ),
  gitlab: <path d="M12 20.5 3.5 14l2.2-9.5 2.6 6.6h7.4l2.6-6.6 2.2 9.5z" />,
  bitbucket: (
    <>
      <path d="M3.5 4.5h17l-2.6 15H6.1z" />
      <path d="M9.3 10h5.4l-.8 4.5h-3.8z" />
    </>
  ),
} as const;

/** The icon of one project link: its host's mark, or the kind's drawing. */
export function ProjectLinkIcon({ link, size = 18 }: { link: ProjectLink; size?: number }) {
  return <IconSvg size={size}>{drawings[link.host ?? link.kind]}</IconSvg>;
}
