/** Words of the writing: notes, case studies, tags, feeds and search. */
export interface WritingCopy {
  /** Title of the notes list page, its nav links and the home section. */
  notesTitle: string;
  /** One line under the notes list title; also its meta description. */
  notesIntro: string;
  /** Small label above the home section's heading. */
  latestEyebrow: string;
  /** Home section heading over the newest notes. */
  latestNotes: string;
  /** Link from the home section to every note. */
  allNotes: string;
  /** Reading time; {count} is the minutes. */
  readingTime: string;
  /** Before the publication date, for screen readers and the page. */
  published: string;
  /** Before the date of the last change. */
  updated: string;
  /** Name of a note's or project's list of tag links. */
  tagsLabel: string;
  /** Previous/next links under a note. */
  pager: { label: string; newer: string; older: string };
  /** Link back to the list from a note. */
  backToNotes: string;
  /**
   * The language link of a note or tag page that does not exist in this language: it leads to
   * this language's notes list (or home page) and says why. {page} is that page's name, and
   * {language} the page's language named in this one (written by the browser platform).
   */
  onlyInLanguage: string;
  /**
   * A tag page: heading ({tag}), its description by what it lists (projects and notes, projects
   * only, notes only: a site without notes never says "notes"), and the headings of its two lists.
   */
  tagPage: {
    title: string;
    description: { both: string; projects: string; notes: string };
    projects: string;
    notes: string;
  };
  /** Name of the case study's table of contents. */
  tocLabel: string;
  /** Accessible name of a code block; {language} is its language, or the plain word below. */
  codeLabel: string;
  /** The language word used when a code block names none. */
  codePlain: string;
  /**
   * Accessible name of a table, whose box scrolls sideways on a narrow screen; {columns} is its
   * column headings, so two tables of a page have two names.
   */
  tableLabel: string;
  /** Title of the RSS and JSON feeds; {fullName} is the owner's name. */
  feedTitle: string;
  /** Search control, dialog and results. */
  search: {
    /** Accessible name of the top-bar button (the keyboard shortcut is added by the page). */
    open: string;
    /** The dialog's name and the search box's label. */
    title: string;
    /** Placeholder of the search box. */
    placeholder: string;
    /** Close button. */
    close: string;
    /** Live message with the number of results; {count} is the number. */
    results: { one: string; other: string };
    /** Live message when nothing matches. */
    none: string;
    /** Shown while the index loads. */
    loading: string;
    /** Shown when search cannot load (offline, blocked). */
    failed: string;
  };
}
