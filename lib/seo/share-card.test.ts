import { projects, site } from '@/content';
import type { Project, ShareCopy, Site } from '@/content';
import { noteShareCard, projectListShareCard, siteShareCard } from '@/lib/seo/share-card';

// The test's own owner and projects: only what the cards read of them matters here.
const owner: Site = { ...site, fullName: 'Dewi Lestari', photo: 'profile', photoFocus: undefined };
const shareCopy = {
  siteEyebrow: 'Portfolio',
  noteEyebrow: 'Note',
  projectsEyebrow: 'Projects',
  projectEyebrow: 'Project {nn}',
} as ShareCopy;
const firstProject = projects[0]!;
const phoneScreenshot: Project = { ...firstProject, image: 'projects/kasir', focus: 'top' };
const words = { title: 'All projects', subtitle: 'Two projects' };

describe('the share cards crop the picture where the pages do', () => {
  it("keep a portrait's face in the owner's photo, or the point the owner named", () => {
    expect(siteShareCard(owner, shareCopy, [phoneScreenshot])).toMatchObject({
      image: 'profile',
      focus: { x: 50, y: 20 },
    });
    expect(siteShareCard({ ...owner, photoFocus: 'top' }, shareCopy, []).focus).toBe('top');
    const note = { title: 'T', summary: 'S', tags: [] };
    expect(noteShareCard(note, owner, shareCopy)).toMatchObject({
      image: 'profile',
      focus: { x: 50, y: 20 },
    });
  });

  it("crop a note's cover and the first project's cover by their own focal points", () => {
    const note = { title: 'T', summary: 'S', tags: [], cover: { src: 'notes/cover' } };
    const card = noteShareCard(note, owner, shareCopy);
    expect(card.image).toBe('notes/cover');
    expect(card.focus).toBeUndefined();
    expect(projectListShareCard([phoneScreenshot], owner, shareCopy, words)).toMatchObject({
      image: 'projects/kasir',
      focus: 'top',
    });
  });
});

describe("the site's card", () => {
  it("shows the tools the owner's projects use most, at most four, not words of the interface", () => {
    const stacks = [
      ['React', 'IndexedDB'],
      ['Vue', 'Sass', 'Laravel'],
      ['react', 'Sass', 'Tailwind CSS'],
      ['Go'],
    ].map((stack) => ({ stack }));
    expect(siteShareCard(owner, shareCopy, stacks).tags).toEqual([
      'React',
      'Sass',
      'IndexedDB',
      'Vue',
    ]);
    expect(siteShareCard(owner, shareCopy, [{ stack: ['HTML', 'JS'] }]).tags).toEqual([
      'HTML',
      'JS',
    ]);
  });
});
