/** Words of a project page (`/portofolio/[id]`) and its quick view on the home page. */
export interface ProjectCopy {
  /** The link back to the home page's My Work section. */
  backLink: string;
  /** Screen-reader words around the "06 / 10" counter: "Project 6 of 10". */
  counter: {
    /** Before the number. */
    before: string;
    /** Between the number and the total. */
    between: string;
  };
  /** Name of the list of the kind and the stack tags. */
  tagsLabel: string;
  /** Heading above the description. */
  aboutTitle: string;
  /** The demo video section. */
  demo: {
    /** Its heading ("DEMO" in English). */
    title: string;
    /** Note under the heading; {name} is the project's name. */
    note: string;
    /** Name of the play control; {name} is the project's name. */
    play: string;
  };
  /** Previous/next links at the bottom. */
  pager: {
    /** Name of the navigation. */
    label: string;
    /** Above the previous project's name. */
    previous: string;
    /** Above the next project's name. */
    next: string;
  };
  /** Alt text of the share image; {name}, {kind} and {stack} come from the project. */
  shareImageAlt: string;
}

/** Words of the quick-view overlay of a gallery card. */
export interface QuickViewCopy {
  /** Name of the section bar at the top of the overlay. */
  navLabel: string;
  /** Name of the X button. */
  close: string;
  /** Name of the stack tag list. */
  stackLabel: string;
  /** Link to the full project page. */
  pageLink: string;
  /** Link to the project page's demo section. */
  demoLink: string;
}
