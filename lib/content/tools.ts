/**
 * The tools of the projects' stacks, counted: the list page's filter and the skills that lead to
 * the work read them. A tool is known by its tag slug (lib/writing/tags.ts), so 'VUE.js' and
 * 'Vue.js' are one tool, and its page is the tag page every stack tag already links to.
 */
import type { Project, Skill } from '@/content';
import { tagSlug } from '@/lib/writing/tags';

/** One tool and how many projects list it in their stack. */
export interface ToolUse {
  /** As the first project that lists it spells it. */
  name: string;
  /** Its tag slug: the tag page's address and the filter's value in the URL. */
  slug: string;
  count: number;
}

/**
 * Every tool of the projects' stacks with its count, the most used first; tools used equally
 * often keep the order the projects first list them in.
 */
export function projectTools(projects: readonly Pick<Project, 'stack'>[]): ToolUse[] {
  const tools = new Map<string, ToolUse>();
  for (const project of projects) {
    // A tool written twice in one stack counts the project once.
    for (const slug of new Set(project.stack.map(tagSlug))) {
      const name = project.stack.find((tool) => tagSlug(tool) === slug)!;
      const tool = tools.get(slug) ?? { name, slug, count: 0 };
      tool.count += 1;
      tools.set(slug, tool);
    }
  }
  // Array.prototype.sort is stable: equal counts stay in first-listed order.
  return [...tools.values()].sort((a, b) => b.count - a.count);
}

/**
 * The all-projects page's filter: every tool, or none when no tool narrows the list (one project,
 * or stacks all alike), where each choice would show the same projects as "All tools".
 */
export function filterTools(projects: readonly Pick<Project, 'stack'>[]): ToolUse[] {
  const tools = projectTools(projects);
  return tools.some((tool) => tool.count < projects.length) ? tools : [];
}

/** The tag slugs of one project's stack, for the filter to match it. */
export function projectToolSlugs(project: Pick<Project, 'stack'>): string[] {
  return [...new Set(project.stack.map(tagSlug))];
}

/** The tool a skill is, as a tag slug: its `tool` when given, else its name. */
export function skillToolSlug(skill: Pick<Skill, 'name' | 'tool'>): string {
  return tagSlug(skill.tool ?? skill.name);
}
