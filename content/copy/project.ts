import type { CountedText } from './common';

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
  /**
   * The project's own links (its running product and its code), on its page, its cards, the
   * quick view and the CV. {name} is the project's name, {host} the repository host's (GitHub).
   */
  links: {
    /** Name of the group of links. */
    label: string;
    /** The running product: the words on the button, and its accessible name. */
    site: { text: string; name: string };
    /** Code on a host the site does not know. */
    source: { text: string; name: string };
    /** Code on GitHub, GitLab or Bitbucket. */
    sourceOn: { text: string; name: string };
  };
  /** The all-projects page (/portofolio): every project, with a filter by tool. */
  list: {
    /** Its heading and title. */
    title: string;
    /** The sentence under the heading, also its meta description; {count} is the number of projects. */
    lead: CountedText;
    /** Name of the filter's list of tools. */
    filterLabel: string;
    /** The filter's first link: every project. */
    allTools: string;
    /** A tool link's name: {tool} the tool, {projects} its count as `projectCount` words it. */
    toolName: string;
    /** How many projects use a tool ({n}). */
    projectCount: CountedText;
    /** Said when a tool is picked: {count}/{Count}/{n} projects use {tool}. */
    showing: CountedText;
    /** Said when the filter is cleared. */
    showingAll: CountedText;
    /** Name of the list of project cards. */
    listLabel: string;
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
