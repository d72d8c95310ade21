/** Words of the 404 page. */
export interface NotFoundCopy {
  /** Browser tab title. */
  title: string;
  /** Meta description. */
  description: string;
  /** The large decorative code. */
  code: string;
  /** The page's heading. */
  heading: string;
  /** Sentence under the heading. */
  text: string;
  /** Secondary link to the project gallery. */
  workLink: string;
}

/** Words of the error screens (a render error, and a script file that failed to download). */
export interface ErrorCopy {
  /** A render error: "Unexpected Application Error!" with the status or message. */
  app: {
    /** Small label above the title. */
    eyebrow: string;
    /** The title ("Unexpected Application Error!" in English); also the tab title of the root error page. */
    title: string;
    /** Shown when the error carries no status and no message. */
    unknownError: string;
    /** Sentence under the error. */
    text: string;
    /** The button that renders the page again. */
    retry: string;
  };
  /** A script chunk that failed to load. */
  chunk: {
    /** Small label above the title. */
    eyebrow: string;
    /** The title ("Loading chunk {chunk} failed" in English); {chunk} is the chunk id or file name. */
    title: string;
    /** Label before the failure type ('missing', 'error' or 'timeout'). */
    typeLabel: string;
    /** Sentence under the failure type. */
    text: string;
    /** The button that reloads the page. */
    reload: string;
  };
}

export const notFoundCopy: NotFoundCopy = {
  title: 'Page not found',
  description: 'This page does not exist. Head back to the portfolio to see the projects.',
  code: '404',
  heading: 'This page wandered off',
  text: 'The link may be old or mistyped. The projects are all still on the home page.',
  workLink: 'See my work',
};

export const errorCopy: ErrorCopy = {
  app: {
    eyebrow: 'Something broke',
    title: 'Unexpected Application Error!',
    unknownError: 'Something went wrong while showing this page.',
    text: 'Sorry about that. Try again, or head back to the home page; nothing you did caused this.',
    retry: 'Try again',
  },
  chunk: {
    eyebrow: 'Connection problem',
    title: 'Loading chunk {chunk} failed',
    typeLabel: 'Failure type:',
    text: 'Part of this page could not be downloaded. Check your connection, then reload; a new version of the site may also have been published since you opened it.',
    reload: 'Reload',
  },
};
