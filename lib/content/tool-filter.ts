/**
 * The all-projects page's filter, kept in the URL as `?tool=<tag slug>` so a filtered list can be
 * shared and the back button restores the choice. Pure: the client leaf reads and writes the
 * address through these, and the unit test checks them without a browser.
 */

/** The query parameter that holds the picked tool. */
export const TOOL_PARAM = 'tool';

/** The tool a query string picks, when it is one of `known`; else undefined (every project). */
export function toolFromSearch(search: string, known: readonly string[]): string | undefined {
  const tool = new URLSearchParams(search).get(TOOL_PARAM) ?? undefined;
  return tool !== undefined && known.includes(tool) ? tool : undefined;
}

/** The query string with `tool` picked (or cleared), other parameters kept: '?tool=react' or ''. */
export function searchWithTool(search: string, tool: string | undefined): string {
  const params = new URLSearchParams(search);
  if (tool) params.set(TOOL_PARAM, tool);
  else params.delete(TOOL_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a project with these tool slugs shows under the picked tool (all show with none). */
export function showsUnder(tools: readonly string[], picked: string | undefined): boolean {
  return picked === undefined || tools.includes(picked);
}
