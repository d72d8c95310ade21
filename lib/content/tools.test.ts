import { filterTools, projectTools, projectToolSlugs, skillToolSlug } from '@/lib/content/tools';

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

describe('filterTools', () => {
  it('offers every tool when one of them narrows the list', () => {
    expect(filterTools(fixtures).map((tool) => tool.slug)).toEqual([
      'vuejs',
      'axios',
      'react',
      'sass',
      'php',
    ]);
    // Two projects, one tool they share and one of the first only: both offered.
    expect(
      filterTools([{ stack: ['React', 'Redux'] }, { stack: ['React'] }]).map((tool) => tool.slug),
    ).toEqual(['react', 'redux']);
  });

  it('offers none when every tool would show every project', () => {
    expect(filterTools([{ stack: ['React', 'IndexedDB'] }])).toEqual([]);
    expect(filterTools([{ stack: ['Vue.js', 'Vite'] }, { stack: ['Vite', 'VUE.js'] }])).toEqual([]);
    expect(filterTools([])).toEqual([]);
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
