import { projectTools, projectToolSlugs, skillToolSlug } from '@/lib/content/tools';

/** The test's own projects: only their stacks matter. */
const fixtures = [
  { stack: ['Vue.js', 'Axios'] },
  { stack: ['React', 'Axios', 'Sass'] },
  { stack: ['React', 'react', 'VUE.js'] },
  { stack: ['PHP'] },
];

describe('projectTools', () => {
  it('counts each tool once per project, the most used first, ties in first-listed order', () => {
    expect(projectTools(fixtures)).toEqual([
      { name: 'Vue.js', slug: 'vuejs', count: 2 },
      { name: 'Axios', slug: 'axios', count: 2 },
      { name: 'React', slug: 'react', count: 2 },
      { name: 'Sass', slug: 'sass', count: 1 },
      { name: 'PHP', slug: 'php', count: 1 },
    ]);
  });

  it('has no tools without projects', () => {
    expect(projectTools([])).toEqual([]);
  });
});

describe('projectToolSlugs', () => {
  it("gives a project's stack as tag slugs, each once", () => {
    expect(projectToolSlugs({ stack: ['Next.js', 'REST API', 'next.js'] })).toEqual([
      'nextjs',
      'rest-api',
    ]);
  });
});

describe('skillToolSlug', () => {
  it("reads the skill's tool when it names one, else its name", () => {
    expect(skillToolSlug({ name: 'Postgres', tool: 'PostgreSQL' })).toBe('postgresql');
    expect(skillToolSlug({ name: 'Rest API' })).toBe('rest-api');
  });
});
