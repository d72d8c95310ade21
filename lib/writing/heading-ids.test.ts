import fs from 'node:fs';
import path from 'node:path';
import { freeHeadingIds, PAGE_IDS } from '@/lib/writing/heading-ids';

describe("the writing's heading ids", () => {
  it('keeps every id the page does not have', () => {
    expect(freeHeadingIds(['problem', 'my-role', 'demo-video', 'result'])).toEqual([
      'problem',
      'my-role',
      'demo-video',
      'result',
    ]);
  });

  it("moves one the page has (the project page's demo section) to the next free number", () => {
    expect(freeHeadingIds(['problem', 'demo', 'main'])).toEqual(['problem', 'demo-1', 'main-1']);
    // Two '## Demo' headings are 'demo' and 'demo-1' already: the first takes 'demo-2'.
    expect(freeHeadingIds(['demo', 'demo-1', 'demo-title'])).toEqual([
      'demo-2',
      'demo-1',
      'demo-title-1',
    ]);
  });

  it('reserves every id the components around the writing give their elements', () => {
    const files = [
      ...['components/project', 'components/layout'].flatMap((folder) =>
        fs
          .readdirSync(folder)
          .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
          .map((name) => path.join(folder, name)),
      ),
      'components/writing/CaseStudySection.tsx',
      'components/writing/NotePage.tsx',
      'components/writing/NoteMeta.tsx',
      'components/writing/TagLinks.tsx',
      'components/writing/Figure.tsx',
    ];
    const ids = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bid="([^"]+)"|_ID = '([^']+)'/g)].map(
        ([, attribute, constant]) => `${file}: ${attribute ?? constant}`,
      ),
    );
    // The demo section's own id is among them (the collision this list exists for).
    expect(ids).toContain('components/project/ProjectDemo.tsx: demo');
    expect(ids.filter((entry) => !PAGE_IDS.includes(entry.replace(/^.*: /, '')))).toEqual([]);
  });
});
