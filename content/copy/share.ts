/** Words of link previews: the site's name and the share images' text. */
export interface ShareCopy {
  /** Site name shown by link previews and in the web manifest; {name} is the owner's full name. */
  siteName: string;
  /** Small label of a project's share image; {nn} is its two-digit id. */
  projectEyebrow: string;
  /** Small label of the site's own share image. */
  siteEyebrow: string;
  /** Small label of the all-projects page's share image. */
  projectsEyebrow: string;
  /** Small label of a note's share image. */
  noteEyebrow: string;
}
