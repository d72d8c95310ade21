/** The id of the home page's section that an owner's content can leave with nothing to show. */
export const SKILLS_SECTION_ID = 'skills';

/**
 * The home sections with nothing to show for this owner's content: Skills with no skill listed.
 * The home page leaves it out, and no link (the top bar, the menu, the footer, the quick view)
 * leads to it: a heading over nothing tells a recruiter less than no section at all. Experience
 * stays even before a first job: it carries the home page's CV download and its link to /cv.
 */
export function emptyHomeSections(content: {
  skillGroups: readonly { items: readonly unknown[] }[];
}): ReadonlySet<string> {
  const empty = new Set<string>();
  if (groupsWithSkills(content.skillGroups).length === 0) empty.add(SKILLS_SECTION_ID);
  return empty;
}

/** The skill groups that list a skill: a group with none says nothing, on the home page or the CV. */
export function groupsWithSkills<Group extends { items: readonly unknown[] }>(
  groups: readonly Group[],
): Group[] {
  return groups.filter((group) => group.items.length > 0);
}
