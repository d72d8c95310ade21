import { orphanCaseStudyProblems } from '@/lib/writing/case-studies';
import { missingLocalImage } from '@/lib/writing/figure';

describe('the writing names what it points at', () => {
  it('names a figure or cover image that is not in public/', () => {
    expect(missingLocalImage('case-studies/tokoku-auth-flow')).toBeUndefined();
    expect(missingLocalImage('case-studies/no-such-figure')).toBe(
      'public/images/case-studies/no-such-figure.jpg (or .jpeg, .png, .webp, .avif)',
    );
  });

  it('names a case-study folder that is not a project id, and what to do', () => {
    expect(orphanCaseStudyProblems([3, 4, 7])).toEqual([]);
    expect(orphanCaseStudyProblems([3, 4])).toEqual([
      'content/case-studies/7: there is no project 7 in content/projects.ts: delete the folder, or rename it to the id of its project (3, 4)',
    ]);
  });
});
