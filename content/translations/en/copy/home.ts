import type { HomeCopy } from '../../../copy/home';

export const homeCopy: HomeCopy = {
  hero: {
    projectsShipped: { one: 'project shipped', other: 'projects shipped' },
    portfolioHint: 'See My Portfolio',
  },
  work: {
    eyebrow: 'Selected projects',
    title: 'My Work',
    lead: {
      one: 'One thing I designed, built and shipped.',
      other: '{Count} things I designed, built and shipped.',
    },
    panelLabel: { range: 'Projects {first} to {last}', single: 'Project {first}' },
    panelIndicator: 'Panel',
    sliderLabel: 'Project slider',
    previousPanel: 'Previous projects',
    nextPanel: 'Next projects',
    quickView: 'Quick view: {name}',
    allProjects: 'All projects',
  },
  experience: {
    eyebrow: 'Where I have worked',
    title: 'Experience',
    lead: {
      one: 'One team where I shipped real screens for real users.',
      other: '{Count} teams where I shipped real screens for real users.',
    },
    withoutEntries: {
      eyebrow: 'Before my first job',
      lead: 'No job or internship yet: my CV sums up what I have studied and built, to read online or download.',
    },
    cvLink: 'Download CV',
    cvFormat: 'PDF',
  },
  skills: {
    eyebrow: 'What I work with',
    title: 'Tools & Skills',
    lead: 'The languages, libraries and tools I reach for every day.',
    groupCount: { one: '{n} skill', other: '{n} skills' },
    usedIn: { one: '{n} project', other: '{n} projects' },
    usedInName: '{skill}: {projects}',
    hint: 'Point at, tap or tab to a skill to read how I use it.',
  },
  contact: {
    eyebrow: "Let's talk",
    lead: 'Hiring, or have a project in mind? Send me a message and I will reply within two working days.',
    mailLabel: 'Or e-mail me at',
  },
};
