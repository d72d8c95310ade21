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

/**
 * The project id a case-study folder is read as: its name, when it is the id as written ('3'; a
 * '03' or '3.0' is no folder the site reads, as it looks for `content/case-studies/3/`).
 */
function folderProjectId(name: string): number | undefined {
  const id = Number(name);
  return Number.isInteger(id) && String(id) === name ? id : undefined;
}

/** Ids of the projects with a case study folder. */
export function getCaseStudyProjectIds(): number[] {
  return listWritingFolders('case-studies').flatMap((folder) => {
    const id = folderProjectId(folder.name);
    return id === undefined ? [] : [id];
  });
}

/**
 * Case-study folders that name no project (`content/case-studies/<id>/`): a typo, or a project
 * removed from `content/projects.ts`, would leave the writing unpublished without a word, so the
 * build names them and what to do.
 */
export function orphanCaseStudyProblems(projectIds: readonly number[]): string[] {
  return listWritingFolders('case-studies').flatMap(({ name }) => {
    const id = folderProjectId(name);
    if (id !== undefined && projectIds.includes(id)) return [];
    // '03' means project 3, and the site looks for it in '3'.
    const meant = Number(name);
    if (id === undefined && Number.isInteger(meant) && projectIds.includes(meant)) {
      return [
        `content/case-studies/${name}: the site reads project ${meant}'s case study from content/case-studies/${meant}/: rename the folder to '${meant}'`,
      ];
    }
    return [
      `content/case-studies/${name}: there is no project ${name} in content/projects.ts: delete the folder, or rename it to the id of its project (${projectIds.join(', ')})`,
    ];
  });
}
