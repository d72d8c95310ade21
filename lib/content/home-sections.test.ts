import { emptyHomeSections } from '@/lib/content/home-sections';

const group = (items: string[]) => ({ items });

describe('the home sections with nothing to show', () => {
  it('names Experience with no entry and Skills with no skill in any group', () => {
    expect([...emptyHomeSections({ experience: [], skillGroups: [group([]), group([])] })]).toEqual(
      ['experience', 'skills'],
    );
    expect([...emptyHomeSections({ experience: [], skillGroups: [] })]).toEqual([
      'experience',
      'skills',
    ]);
  });

  it('names none when each has something, a single entry or a single skill', () => {
    expect([
      ...emptyHomeSections({ experience: [{}], skillGroups: [group([]), group(['git'])] }),
    ]).toEqual([]);
  });
});
