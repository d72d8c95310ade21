import { projects as written } from '@/content';
import {
  adjacentProjects,
  getProject,
  getProjectIds,
  projectPosition,
  projectSections,
  projects,
} from '@/lib/content/projects';

const first = projects[0]!;
const last = projects.at(-1)!;

describe('content helpers', () => {
  it('finds a project by numeric or string id', () => {
    expect(getProject(first.id)?.name).toBe(first.name);
    expect(getProject(String(last.id))?.name).toBe(last.name);
    expect(getProject('abc')).toBeUndefined();
    expect(getProject(Math.max(...getProjectIds()) + 1)).toBeUndefined();
  });

  it('lists the ids in the order of content/projects.ts', () => {
    expect(getProjectIds()).toEqual(written.map((project) => project.id));
  });

  it('cuts the list into slider panels of five in its order', () => {
    const panels = projectSections(projects);
    expect(panels.flat()).toEqual(projects);
    expect(panels).toHaveLength(Math.ceil(projects.length / 5));
    for (const panel of panels.slice(0, -1)) expect(panel).toHaveLength(5);
  });

  it('normalises every video link to https, keeping the projects without one as they are', () => {
    expect(projects.map((project) => Boolean(project.url))).toEqual(
      written.map((project) => Boolean(project.url)),
    );
    for (const project of projects.filter((p) => p.url)) {
      expect(project.url).toMatch(/^https:\/\//);
    }
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

  it('wraps previous and next around a list of three or more', () => {
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(adjacentProjects(list, 1)).toEqual({ previous: { id: 3 }, next: { id: 2 } });
    expect(adjacentProjects(list, 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } });
    expect(adjacentProjects(list, 3)).toEqual({ previous: { id: 2 }, next: { id: 1 } });
  });

  it('links two projects once each way, never twice to the same page', () => {
    const list = [{ id: 7 }, { id: 4 }];
    expect(adjacentProjects(list, 7)).toEqual({ next: { id: 4 } });
    expect(adjacentProjects(list, 4)).toEqual({ previous: { id: 7 } });
  });

  it('gives a single project no neighbours', () => {
    expect(adjacentProjects([{ id: 5 }], 5)).toEqual({});
  });
});
