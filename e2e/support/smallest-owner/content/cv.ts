import type { CvContent } from '@/content/types';

/** A short CV: no certificates, no recruiter quick facts, no profile links. */
export const cv: CvContent = {
  summary:
    'Lulusan baru Teknik Informatika dengan {projectCount} proyek yang sudah dipakai, mencari pekerjaan pertama. Senang membuat antarmuka yang cepat dan mudah dipakai.',
  projectIds: [1],
  profileNetworks: [],
  education: [
    {
      id: 'd3-informatika',
      institution: 'Politeknik Negeri Bandung',
      studyType: 'Diploma III',
      area: 'Teknik Informatika',
      start: '2021-08',
      end: '2024-08',
    },
  ],
  languages: [{ language: 'Bahasa Indonesia', fluency: 'Bahasa ibu' }],
  certificates: [],
  paperSize: 'A4',
};
