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
  links: {
    label: 'Links',
    site: { text: 'Live site', name: 'Live site: {name}' },
    source: { text: 'Source code', name: 'Source code: {name}' },
    sourceOn: { text: 'Code on {host}', name: 'Code on {host}: {name}' },
  },
  list: {
    title: 'All projects',
    lead: {
      one: 'The one project I have built, with its stack and where to see it running.',
      other:
        'All {count} projects I have built, with their stack, their live sites and their code. Pick a tool to see the projects that use it.',
    },
    filterLabel: 'Filter by tool',
    allTools: 'All tools',
    toolName: '{tool}: {projects}',
    projectCount: { one: '{n} project', other: '{n} projects' },
    showing: { one: 'One project uses {tool}.', other: '{Count} projects use {tool}.' },
    showingAll: { one: 'Showing the one project.', other: 'Showing all {count} projects.' },
    listLabel: 'Projects',
  },
  shareImageAlt: '{name} — {kind}. Stack: {stack}',
};

export const quickViewCopy: QuickViewCopy = {
  navLabel: 'Sections',
  close: 'Close',
  stackLabel: 'Stack',
  pageLink: 'View project page',
  demoLink: 'Watch the demo',
};
