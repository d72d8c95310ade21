/** Case studies: long-form writing about a project, one optional file per project and language. */
import 'server-only';
import { caseStudyFrontMatterSchema, type CaseStudyFrontMatter } from '@/lib/content/schema';
import type { Language } from '@/lib/i18n/languages';
import { listWritingFolders, readWritingFile, type WritingFile } from '@/lib/writing/source';

export type CaseStudy = WritingFile<CaseStudyFrontMatter> & { projectId: number; lang: Language };

/** The case study of a project in a language, or undefined when it has none. */
export function getCaseStudy(projectId: number, lang: Language): CaseStudy | undefined {
  const file = readWritingFile('case-studies', String(projectId), lang, caseStudyFrontMatterSchema);
  return file ? { ...file, projectId, lang } : undefined;
}

/** Ids of the projects with a case study folder. */
export function getCaseStudyProjectIds(): number[] {
  return listWritingFolders('case-studies').map((folder) => Number(folder.name));
}

/**
 * Case-study folders that name no project (`content/case-studies/<id>/`): a typo, or a project
 * removed from `content/projects.ts`, would leave the writing unpublished without a word, so the
 * build names them and what to do.
 */
export function orphanCaseStudyProblems(projectIds: readonly number[]): string[] {
  return listWritingFolders('case-studies')
    .filter((folder) => !projectIds.includes(Number(folder.name)))
    .map(
      (folder) =>
        `content/case-studies/${folder.name}: there is no project ${folder.name} in content/projects.ts: delete the folder, or rename it to the id of its project (${projectIds.join(', ')})`,
    );
}
