import type { CvContent } from './types';

/**
 * What the CV adds to the rest of content/: summary, education, languages, certificates and the
 * recruiter quick facts. SAMPLE VALUES: replace with yours. Your name, role, contact links,
 * experience, skills and projects come from the other files, so the CV page, the CV PDF and
 * `resume.json` always say what the site says.
 */
export const cv: CvContent = {
  summary:
    'Junior frontend developer with {experienceCount} internships and {projectCount} shipped projects, from a university letter-tracking system to an AI chat site. I turn designs into fast, accessible React, Next.js and Vue interfaces, test what I build, and explain my choices in review. Looking for a team where I can grow into a strong product engineer.',
  projectIds: [3, 2, 6],
  profileNetworks: ['github', 'linkedin'],
  education: [
    {
      id: 'informatics-degree',
      institution: 'Universitas Teknologi Nusantara', // replace with yours
      studyType: 'Bachelor of Computer Science',
      area: 'Informatics',
      start: '2019-08',
      end: '2023-09',
      score: 'GPA 3.62 / 4.00',
    },
  ],
  languages: [
    { language: 'Indonesian', fluency: 'Native' },
    { language: 'English', fluency: 'Professional working (B2)' },
  ],
  certificates: [
    {
      id: 'frontend-expert',
      name: 'Front-End Web Developer Expert',
      issuer: 'Dicoding Academy',
      date: 'Jun 2023',
    },
    {
      id: 'react-basics',
      name: 'React Fundamentals',
      issuer: 'Dicoding Academy',
      date: 'Nov 2022',
    },
  ],
  // Delete any line to hide that fact; delete the whole block to hide the strip.
  quickFacts: {
    availability: { openToWork: true, from: 'Jan 2027' },
    rolesWanted: ['Frontend Developer', 'React Developer'],
    timeZone: 'Asia/Jakarta',
    workAuthorisation: 'Indonesian citizen; remote roles anywhere',
    calendarUrl: 'https://cal.com/your-handle', // replace with yours
  },
  paperSize: 'A4',
  // ownPdfPath: '/files/my-cv.pdf', // uncomment to serve your own PDF instead of the generated one
};
