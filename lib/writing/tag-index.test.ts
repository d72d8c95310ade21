import { buildTagIndex } from '@/lib/writing/tag-index';

/** A project and a note of the test's own, each carrying a tag twice in two spellings. */
const project = { id: 1, stack: ['Bootstrap', 'bootstrap', 'Laravel'] };
const note = { slug: 'first-week', data: { tags: ['React', 'react', 'Bootstrap'] } };

describe('the tag index', () => {
  it('lists a project or note once under a tag it carries twice', () => {
    expect(buildTagIndex([project], [note])).toEqual([
      { slug: 'bootstrap', name: 'Bootstrap', projects: [project], notes: [note] },
      { slug: 'laravel', name: 'Laravel', projects: [project], notes: [] },
      { slug: 'react', name: 'React', projects: [], notes: [note] },
    ]);
  });
});
