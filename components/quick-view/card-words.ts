/**
 * The words of a project that its gallery card already shows (WorkCard), which the quick view
 * reads from the card when it opens instead of receiving them again: the page's React payload
 * then carries each project's name, kind, description and cover text once, in the cards' own
 * markup (the server-rendered tree is always in it), not a second time as the overlay's props.
 *
 * Shared by the card (a server component, which marks its text) and the quick-view state (a client
 * component, which reads it): plain code, no React, no content.
 */

/** The card's heading, which also names its quick-view button (`aria-labelledby`). */
export const cardNameId = (projectId: number) => `work-name-${projectId}`;

/** The attribute that marks a card's other words; its value is the field. */
export const CARD_WORD = 'data-card-word';

/** The values of CARD_WORD: the kind of project, and its description. */
export type CardWord = 'kind' | 'description';

/** What the quick view shows of a project in words, as its card has them. */
export interface CardWords {
  name: string;
  kind: string;
  description: string;
  /** The cover's text alternative (the card's image). */
  alt: string;
}

/**
 * A project's words from its card in `root`: the heading (by its id), the marked kind and
 * description, and the cover's alt, all inside the card's link. Null when the page has no card of
 * that project, or the card lacks a part (the quick view then does not open).
 */
export function readCardWords(root: Document, projectId: number): CardWords | null {
  const heading = root.getElementById(cardNameId(projectId));
  const card = heading?.closest('a');
  const word = (field: CardWord) => card?.querySelector(`[${CARD_WORD}="${field}"]`)?.textContent;
  const kind = word('kind');
  const description = word('description');
  const alt = card?.querySelector('img')?.getAttribute('alt');
  if (!heading || kind == null || description == null || alt == null) return null;
  return { name: heading.textContent ?? '', kind, description, alt };
}

/**
 * The quick-view buttons' names are the copy's template around each card's heading ("Quick view:
 * {name}"): the words before and after the name are written once in the section, hidden, under
 * these ids, and every button's `aria-labelledby` points at them and at its card's heading.
 */
export const QUICK_VIEW_NAME_PART_IDS = {
  before: 'work-quick-view-before',
  after: 'work-quick-view-after',
} as const;

/** The words of a template around its `{name}`, trimmed; an empty part is left out. */
export function quickViewNameParts(template: string): { before?: string; after?: string } {
  const [before = '', after = ''] = template.split('{name}').map((part) => part.trim());
  return { ...(before && { before }), ...(after && { after }) };
}

/** A card's quick-view button name: the ids of the template's words and of the card's heading. */
export function quickViewLabelledBy(
  projectId: number,
  parts: { before?: string; after?: string },
): string {
  return [
    parts.before && QUICK_VIEW_NAME_PART_IDS.before,
    cardNameId(projectId),
    parts.after && QUICK_VIEW_NAME_PART_IDS.after,
  ]
    .filter(Boolean)
    .join(' ');
}
