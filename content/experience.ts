import type { ExperienceEntry } from './types';

/** Work experience, newest first. SAMPLE VALUES: replace with yours. */
export const experience: ExperienceEntry[] = [
  {
    id: 'pt-digital-nusantara',
    start: '2022-10',
    end: '2023-01',
    role: 'Frontend Developer Intern',
    company: 'PT Digital Nusantara',
    description:
      'Built and maintained React screens for an internal logistics dashboard used by forty staff every day. I turned Figma designs into reusable components, connected them to the REST API with Axios, and fixed layout bugs reported by users on older phones. I also wrote the first component tests of the project and presented them at the weekly review.',
  },
  {
    id: 'desa-digital',
    start: '2021-01',
    end: '2021-02',
    role: 'Frontend Developer Intern',
    company: 'Desa Digital Indonesia',
    description:
      'Helped a small team launch the FAQ and information pages of a village digital-services platform. I built responsive Bootstrap pages from wireframes, cleaned up the jQuery that powered the accordions, and learned to work with Git branches and code review in a real team.',
  },
];
