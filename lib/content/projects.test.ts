import {
  adjacentProjects,
  getProject,
  getProjectIds,
  projectPosition,
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

  it('cuts the list into slider panels of five in its order', () => {
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

  it('finds the neighbours and the position of a project by list order, whatever the ids', () => {
    const list = [{ id: 40 }, { id: 3 }, { id: 12 }];
    expect(adjacentProjects(list, 40)).toEqual({ previous: { id: 12 }, next: { id: 3 } });
    expect(adjacentProjects(list, 12)).toEqual({ previous: { id: 3 }, next: { id: 40 } });
    expect(projectPosition(list, 3)).toBe(2);
    expect(projectPosition(list, 7)).toBe(0);
    expect(projectSections([...list, { id: 1 }, { id: 2 }, { id: 9 }])).toEqual([
      [{ id: 40 }, { id: 3 }, { id: 12 }, { id: 1 }, { id: 2 }],
      [{ id: 9 }],
    ]);
  });

  it('wraps previous and next around the list', () => {
    expect(adjacentProjects(projects, 1).previous.id).toBe(10);
    expect(adjacentProjects(projects, 10).next.id).toBe(1);
    expect(adjacentProjects(projects, 5)).toMatchObject({ previous: { id: 4 }, next: { id: 6 } });
  });
});
