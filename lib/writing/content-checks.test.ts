import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '@/content';
import { orphanCaseStudyProblems } from '@/lib/writing/case-studies';
import { missingLocalImage } from '@/lib/writing/figure';

describe('the writing names what it points at', () => {
  it('names a figure or cover image that is not in public/', () => {
    expect(missingLocalImage(site.photo)).toBeUndefined();
    expect(missingLocalImage('case-studies/no-such-figure')).toBe(
      'public/images/case-studies/no-such-figure.jpg (or .jpeg, .png, .webp, .avif)',
    );
  });

  it('names a case-study folder that is not a project id, and what to do', () => {
    // A content folder of its own: case studies of projects 3, 4 and 7.
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'case-studies-'));
    for (const id of [3, 4, 7]) {
      fs.mkdirSync(path.join(fixture, 'case-studies', String(id)), { recursive: true });
      fs.writeFileSync(path.join(fixture, 'case-studies', String(id), 'en.mdx'), '');
    }
    process.env.WRITING_CONTENT_DIR = fixture;
    try {
      expect(orphanCaseStudyProblems([3, 4, 7])).toEqual([]);
      expect(orphanCaseStudyProblems([3, 4])).toEqual([
        'content/case-studies/7: there is no project 7 in content/projects.ts: delete the folder, or rename it to the id of its project (3, 4)',
      ]);
    } finally {
      delete process.env.WRITING_CONTENT_DIR;
      fs.rmSync(fixture, { recursive: true, force: true });
    }
  });
});
