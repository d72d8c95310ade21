import type { CvWords } from '../types';

/**
 * Indonesian words of `content/cv.ts`. `{role}` is filled in with the role of this language
 * (`site.role` of the overlay). Institutions, dates, issuers and URLs stay in `content/cv.ts`.
 */
export const cv: CvWords = {
  summary:
    '{role} dengan {experienceCount} pengalaman magang dan {projectCount} proyek yang sudah rilis, mulai dari sistem persuratan kampus hingga situs chat AI. Saya mengubah desain menjadi antarmuka React, Next.js, dan Vue yang cepat dan aksesibel, menguji apa yang saya bangun, dan menjelaskan setiap keputusan saya saat review. Saya sedang mencari tim tempat saya bisa bertumbuh menjadi product engineer yang andal.',
  education: {
    'informatics-degree': {
      studyType: 'Sarjana Komputer (S.Kom.)',
      area: 'Informatika',
      score: 'IPK 3,62 / 4,00',
    },
  },
  languages: [
    { language: 'Bahasa Indonesia', fluency: 'Bahasa ibu' },
    { language: 'Bahasa Inggris', fluency: 'Kecakapan kerja profesional (B2)' },
  ],
  // Both names are course titles as Dicoding issues them: shown as issued, so no `name` here.
  certificates: {
    'frontend-expert': {},
    'react-basics': {},
  },
  quickFacts: {
    // Job titles: Indonesian job ads and recruiters use the English titles.
    rolesWanted: ['Frontend Developer', 'React Developer'],
    workAuthorisation: 'Warga negara Indonesia; terbuka untuk posisi remote di mana saja',
  },
};
