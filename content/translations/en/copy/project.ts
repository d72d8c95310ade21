import type { ProjectCopy, QuickViewCopy } from '../../../copy/project';

export const projectCopy: ProjectCopy = {
  backLink: 'Back to My Work',
  counter: { before: 'Project', between: 'of' },
  tagsLabel: 'Kind and stack',
  aboutTitle: 'About This Project',
  demo: {
    title: 'DEMO',
    note: 'A short walkthrough of {name}. The video loads from YouTube only when you press play.',
    play: 'Play the {name} demo',
  },
  pager: { label: 'More projects', previous: 'Previous project', next: 'Next project' },
  shareImageAlt: '{name} — {kind}. Stack: {stack}',
};

export const quickViewCopy: QuickViewCopy = {
  navLabel: 'Sections',
  close: 'Close',
  stackLabel: 'Stack',
  pageLink: 'View project page',
  demoLink: 'Watch the demo',
};
