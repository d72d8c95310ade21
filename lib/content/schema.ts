/**
 * The content model described once, with zod: the MDX front matter of notes and case studies.
 * Build time only: the modules that use these schemas are `server-only`, so zod never reaches a
 * page's JavaScript. Cross-entry rules (unique ids, files that must exist) stay plain code in
 * `lib/content/validate.ts`; what a schema can say about one entry, it says here, and its
 * messages are written to follow `field "<name>"` in a problem line.
 */
import { z } from 'zod';

const text = (what = 'must not be empty') => z.string({ error: what }).trim().min(1, { error: what });

/** The cover image of a note: an image id under `public/images/` (no extension) and its size. */
export const coverSchema = z.strictObject({
  src: text('must be an image id under public/images, without extension'),
  alt: text('must describe the image'),
  width: z.int({ error: 'must be a whole number of pixels' }).positive({ error: 'must be a positive whole number of pixels' }),
  height: z.int({ error: 'must be a whole number of pixels' }).positive({ error: 'must be a positive whole number of pixels' }),
});

const isoDate = z.iso.date({ error: 'must be YYYY-MM-DD' });

/** Front matter of a note (`content/notes/<slug>/<lang>.mdx`). */
export const noteFrontMatterSchema = z.strictObject({
  /** Title of the note, as shown and in feeds. */
  title: text(),
  /** One or two sentences: the list's teaser, the meta description and the feed summary. */
  summary: text(),
  /** Publication day, YYYY-MM-DD. */
  date: isoDate,
  /** Day of the last real change, YYYY-MM-DD, not before `date`. */
  updated: isoDate.optional(),
  /** Tags, spelled like the projects' stack where they name the same tool. */
  tags: z.array(text('must not contain an empty tag'), { error: 'must be a list of tags' }).default([]),
  /** Optional cover, shown at the top and on the list. */
  cover: coverSchema.optional(),
  /** A draft is built in development only, never in production. */
  draft: z.boolean({ error: 'must be true or false' }).default(false),
}).refine((note) => !note.updated || note.updated >= note.date, {
  error: 'must not be before "date"',
  path: ['updated'],
});

/** Front matter of a case study (`content/case-studies/<projectId>/<lang>.mdx`). */
export const caseStudyFrontMatterSchema = z.strictObject({
  /** Heading of the case study on the project page. */
  title: text(),
  /** One sentence under the heading; also what search shows. */
  summary: text(),
  /** Whether to show a table of contents of the case study's sections. */
  toc: z.boolean({ error: 'must be true or false' }).default(false),
});

export type NoteFrontMatter = z.infer<typeof noteFrontMatterSchema>;
export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>;

/** Every issue of a failed parse as `<label>: field "<path>" <message>`, one line each. */
export function describeIssues(label: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `${label}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${[...issue.path, key].join('.')}"`).join(', ')}`;
    }
    const field = issue.path.map(String).join('.');
    return field ? `${label}: field "${field}" ${issue.message}` : `${label}: ${issue.message}`;
  });
}
