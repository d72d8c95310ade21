import { test } from '@playwright/test';
import { projects } from '@/content';
import { languages } from '@/content';
import { notesLanguage, publishedNotes } from './content';

/**
 * Why a check cannot apply to the content under test, in the content's own terms, or '' when it
 * applies: a test skips with this reason (`test.skip(!!reason, reason)`) rather than crash on an
 * owner whose site has no demo, one project, one language or no notes.
 */
export const notApplicable = {
  demo: projects.some((project) => project.url)
    ? ''
    : `no project in content/projects.ts has a demo (${projects.map((project) => project.name).join(', ')})`,
  pager:
    projects.length > 1
      ? ''
      : `one project in content/projects.ts (${projects[0]?.name}): no pager`,
  secondLanguage:
    languages.length > 1
      ? ''
      : `one language in content/languages.ts (${languages[0]?.code}): no switcher`,
  notes: publishedNotes(notesLanguage).length > 0 ? '' : 'no published note in content/notes',
};

/**
 * A step that runs only where it applies; otherwise the test records why in an annotation (the
 * report shows it), so one load still checks everything else that applies.
 */
export async function stepWhere(reason: string, title: string, body: () => Promise<void>) {
  if (reason) {
    test
      .info()
      .annotations.push({ type: 'step not applicable', description: `${title}: ${reason}` });
    return;
  }
  await test.step(title, body);
}
