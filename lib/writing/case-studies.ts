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

/** Ids of the projects with a case study folder; the content check makes sure each exists. */
export function getCaseStudyProjectIds(): number[] {
  return listWritingFolders('case-studies').map((folder) => Number(folder.name));
}
