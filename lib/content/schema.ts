/**
 * Turns a failed schema check (content/schema.ts) into the problem lines the build prints:
 * `<entry>: field "<path>" <message>`, one line per problem.
 */
import type { z } from 'zod';

export { caseStudyFrontMatterSchema, noteFrontMatterSchema } from '@/content/schema';
export type { CaseStudyFrontMatter, NoteFrontMatter } from '@/content/types';

/** Every issue of a failed parse as `<label>: field "<path>" <message>`, one line each. */
export function describeIssues(label: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((key) => `"${[...issue.path, key].join('.')}"`);
      return `${label}: unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
    }
    const field = issue.path.map(String).join('.');
    return field ? `${label}: field "${field}" ${issue.message}` : `${label}: ${issue.message}`;
  });
}
