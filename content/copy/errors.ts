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
