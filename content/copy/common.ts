/** Words used by several parts of the site. */
export interface CommonCopy {
  /** Number words for counts written out ("Two internships"); index = the number. Larger counts show as digits. */
  numberWords: string[];
  /** Added for screen readers to a link that opens a new tab (starts with a space). */
  opensInNewTab: string;
  /** Label of every link back to the home page. */
  backHome: string;
}

/** A sentence that depends on a count. Placeholders: {n} digits, {count} the number word, {Count} capitalised. */
export interface CountedText {
  /** Used when the count is 1 (and for any other count the language's plural rules call 'one', as French does 0). */
  one: string;
  /** Used for every other count. */
  other: string;
}
