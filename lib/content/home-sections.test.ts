import { emptyHomeSections } from '@/lib/content/home-sections';

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
