import {
  adjacentProjects,
  getProject,
  getProjectIds,
  projectSections,
  projects,
} from '@/lib/content/projects';

describe('content helpers', () => {
  it('finds a project by numeric or string id', () => {
    expect(getProject(3)?.name).toBe('Sebuah Teman');
    expect(getProject('10')?.name).toBe('Personal Website');
    expect(getProject('abc')).toBeUndefined();
    expect(getProject(11)).toBeUndefined();
  });

  it('lists the ten ids in order', () => {
    expect(getProjectIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('splits the projects into section1 (1-5) and section2 (6-10)', () => {
    expect(projectSections(projects).map((panel) => panel.map((p) => p.id))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
  });

  it('gives urls to exactly projects 6, 7 and 10, all normalised to https', () => {
    const withUrl = projects.filter((p) => p.url);
    expect(withUrl.map((p) => p.id)).toEqual([6, 7, 10]);
    for (const project of withUrl) expect(project.url).toMatch(/^https:\/\//);
  });

  it('wraps previous and next around the list', () => {
    expect(adjacentProjects(projects, 1).previous.id).toBe(10);
    expect(adjacentProjects(projects, 10).next.id).toBe(1);
    expect(adjacentProjects(projects, 5)).toMatchObject({ previous: { id: 4 }, next: { id: 6 } });
  });
});
