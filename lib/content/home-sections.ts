/** The ids of the home page's sections that an owner's content can leave with nothing to show. */
export const EXPERIENCE_SECTION_ID = 'experience';
export const SKILLS_SECTION_ID = 'skills';

/**
 * The home sections with nothing to show for this owner's content: Experience before a first job
 * or internship, Skills with no skill listed. The home page and the CV leave them out, and no link
 * (the top bar, the menu, the footer, the quick view) leads to them: a heading over nothing, or
 * "Zero internships", tells a recruiter less than no section at all.
 */
export function emptyHomeSections(content: {
  experience: readonly unknown[];
  skillGroups: readonly { items: readonly unknown[] }[];
}): ReadonlySet<string> {
  const empty = new Set<string>();
  if (content.experience.length === 0) empty.add(EXPERIENCE_SECTION_ID);
  if (content.skillGroups.every((group) => group.items.length === 0)) empty.add(SKILLS_SECTION_ID);
  return empty;
}
