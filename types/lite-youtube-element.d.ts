import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Attributes of lite-youtube-embed's custom element, as its source reads them. */
interface LiteYouTubeAttributes extends HTMLAttributes<HTMLElement> {
  /** The 11-character YouTube video id. */
  videoid: string;
  /** Accessible label of the play control and title of the iframe. */
  playlabel?: string;
  /** Extra player parameters as a query string, e.g. 'rel=0'. */
  params?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'lite-youtube': DetailedHTMLProps<LiteYouTubeAttributes, HTMLElement>;
    }
  }
}
