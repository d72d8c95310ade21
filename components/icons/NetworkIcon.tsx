import { IconSvg, type IconFrameProps } from '@/components/icons/IconSvg';
import { globeDrawing } from '@/components/icons/Icon';

/**
 * The marks of the social networks content names (`site.socials`), drawn for this site on the
 * icons' 24 px grid with their line (stroke 2, round caps): each network's shape, simplified, so a
 * row of them reads as one set with the site's other icons. Keyed by the network's name in
 * content; content/schema.ts lists them for the owner.
 */
const NETWORK_DRAWINGS = new Map<string, React.ReactNode>([
  [
    'instagram',
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>,
  ],
  [
    'github',
    <>
      <path d="M8.5 20.5v-2.8c-2.9.7-3.6-1.4-4.3-2.3" />
      <path d="M15.5 20.5v-3.1c0-.9-.3-1.6-.9-2.1 2.8-.4 5-1.6 5-5.3 0-1.1-.4-2.1-1.1-2.9.2-.8.2-1.8-.2-2.8 0 0-1-.3-3 1.1a10 10 0 0 0-5.6 0c-2-1.4-3-1.1-3-1.1-.4 1-.4 2-.2 2.8-.7.8-1.1 1.8-1.1 2.9 0 3.7 2.2 4.9 5 5.3-.6.5-.9 1.2-.9 2.1" />
    </>,
  ],
  [
    'linkedin',
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16.5M8 7.6v.1M11.5 16.5v-6M11.5 13c0-1.6 1-2.6 2.3-2.6s2.2.9 2.2 2.6v3.5" />
    </>,
  ],
  // The fox's head: two ears, the cheeks and the chin.
  [
    'gitlab',
    <>
      <path d="M12 20.5 3.2 13.9 5.6 4.2l2.5 6.2h7.8l2.5-6.2 2.4 9.7z" />
    </>,
  ],
  // The letter's thick stroke as a band, its thin one broken where it crosses.
  [
    'x',
    <>
      <path d="M4.5 4h4l11 16h-4z" />
      <path d="m19.5 4-6.4 7.3M4.5 20l6.4-7.3" />
    </>,
  ],
  [
    'youtube',
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" />
    </>,
  ],
  [
    'facebook',
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8h-1.5a2 2 0 0 0-2 2v11M9 13.5h5.5" />
    </>,
  ],
  // A note, its stem ending in the curl.
  [
    'tiktok',
    <>
      <path d="M14 4v11a4.5 4.5 0 1 1-4.5-4.5M14 4c.4 2.6 2.5 4.6 5 4.8" />
    </>,
  ],
  [
    'dribbble',
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.6 4.2c3.6 4.4 6.2 10 7.2 16.2M3.2 10.4c5.6.8 10.8-.5 15.2-3.8M5.8 18.6c3-3.9 8.2-5.6 14.9-4.1" />
    </>,
  ],
  // A circle, a narrow ellipse and a line: the three shapes of its mark.
  [
    'medium',
    <>
      <circle cx="7.5" cy="12" r="4.5" />
      <ellipse cx="16" cy="12" rx="2" ry="4.5" />
      <path d="M21 8v8" />
    </>,
  ],
  // A paper plane.
  [
    'telegram',
    <>
      <path d="M21.5 4 2.5 11.3l6.6 2.4L11.5 20l3.2-4 4.3 3.2z" />
      <path d="M9.1 13.7 21.5 4" />
    </>,
  ],
  // A globe: the owner's own site or blog.
  ['website', globeDrawing],
]);

/** Any other network: two links of a chain, the label naming it. */
const LINK_DRAWING = (
  <path d="M10 14a4.2 4.2 0 0 0 6 0l3-3a4.2 4.2 0 0 0-6-6l-1 1M14 10a4.2 4.2 0 0 0-6 0l-3 3a4.2 4.2 0 0 0 6 6l1-1" />
);

export interface NetworkIconProps extends IconFrameProps {
  /** The network's name as content writes it (`site.socials[].network`). */
  network: string;
}

/** A social network's mark, or a link's for a network this site has no mark of. Server only. */
export function NetworkIcon({ network, ...frame }: NetworkIconProps) {
  return <IconSvg {...frame}>{NETWORK_DRAWINGS.get(network) ?? LINK_DRAWING}</IconSvg>;
}
