import { emptyHomeSections, groupsWithSkills } from '@/lib/content/home-sections';

const group = (items: string[]) => ({ items });

describe('the home sections with nothing to show', () => {
  it('names Skills when no group lists a skill, or there is no group', () => {
    expect([...emptyHomeSections({ skillGroups: [group([]), group([])] })]).toEqual(['skills']);
    expect([...emptyHomeSections({ skillGroups: [] })]).toEqual(['skills']);
  });

  it('names none when a single group lists a single skill', () => {
    expect([...emptyHomeSections({ skillGroups: [group([]), group(['git'])] })]).toEqual([]);
  });
});

describe('the skill groups shown', () => {
  it('are those that list a skill, in their order', () => {
    const [empty, one, two] = [group([]), group(['git']), group(['css', 'html'])];
    expect(groupsWithSkills([one, empty, two])).toEqual([one, two]);
  });
});
