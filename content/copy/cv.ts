/** Words of the CV page, the CV PDF and the recruiter quick facts. */
export interface CvCopy {
  /** Page title (browser tab, search results); the owner's name is appended. */
  pageTitle: string;
  /** Small label above the name at the top of /cv. */
  eyebrow: string;
  /** Accessible name of the contact link list. */
  contactLabel: string;
  /** Label of the e-mail address in the contact list. */
  emailLabel: string;
  /** Label of the link to the site's home page in the contact list. */
  websiteLabel: string;
  /** Link to the PDF on /cv. */
  downloadPdf: string;
  /** Link to resume.json on /cv. */
  downloadJson: string;
  /** Explains the JSON link, for people and screen readers. */
  downloadJsonHint: string;
  /** Heading of the summary. */
  summaryHeading: string;
  /** Heading of the experience list. */
  experienceHeading: string;
  /** Heading of the skills. */
  skillsHeading: string;
  /** Heading of the selected projects. */
  projectsHeading: string;
  /** Link text to a project's page, followed by the project name for screen readers. */
  projectLink: string;
  /** Heading of the education list. */
  educationHeading: string;
  /** Heading of the spoken languages. */
  languagesHeading: string;
  /** Heading of the certificates. */
  certificatesHeading: string;
  /** Shown as the end of a period that has not ended. */
  present: string;
  /** Link to /cv in the experience section. */
  viewOnline: string;
  /** Link to /cv in the footer. */
  footerLink: string;
  /** Accessible name of the quick-facts strip. */
  quickFactsLabel: string;
  /** Quick-fact label: availability. */
  availabilityLabel: string;
  /** Availability value when open to work now. */
  openNow: string;
  /** Availability value when open to work from a date; `{date}` is the owner's date as written. */
  openFrom: string;
  /** Availability value when not looking. */
  notLooking: string;
  /** Quick-fact label: roles wanted. */
  rolesLabel: string;
  /** Quick-fact label: location and time zone. */
  locationLabel: string;
  /** A time zone's offset from UTC beside the location; `{offset}` is e.g. '+7' or '-3:30'. */
  utcOffset: string;
  /** Quick-fact label: work authorisation. */
  authorisationLabel: string;
  /** Quick-fact label: the booking link. */
  calendarLabel: string;
  /** Text of the booking link. */
  calendarLink: string;
  /** Said after a link that opens in a new tab, for screen readers. */
  newTab: string;
}
