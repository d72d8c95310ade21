import { capitalise, countedText, fillTemplate, spellNumber } from '@/lib/content/copy';

describe('fillTemplate', () => {
  it('replaces every placeholder with its value', () => {
    expect(fillTemplate('{name} has {n} items, {name}!', { name: 'Ana', n: 3 })).toBe(
      'Ana has 3 items, Ana!',
    );
  });

  it('leaves an unknown placeholder as written, so a typo shows instead of vanishing', () => {
    expect(fillTemplate('Hello {nmae}', { name: 'Ana' })).toBe('Hello {nmae}');
  });
});

describe('spellNumber', () => {
  const words = ['zero', 'one', 'two'];

  it('writes a count that has a word as that word', () => {
    expect(spellNumber(2, words)).toBe('two');
    expect(spellNumber(0, words)).toBe('zero');
  });

  it('falls back to digits past the list, for negatives and fractions', () => {
    expect(spellNumber(3, words)).toBe('3');
    expect(spellNumber(-1, words)).toBe('-1');
    expect(spellNumber(1.5, words)).toBe('1.5');
  });

  it("writes the digits the locale's way", () => {
    expect(spellNumber(1.5, words, 'id-ID')).toBe('1,5');
    expect(spellNumber(1200, words, 'en-US')).toBe('1,200');
  });
});

describe('countedText', () => {
  const forms = { one: 'One internship', other: '{Count} internships ({n}, {count})' };
  const words = ['zero', 'one', 'two', 'three'];

  it('uses the singular form for one', () => {
    expect(countedText(forms, 1, {}, words)).toBe('One internship');
  });

  it('fills the plural form with digits, the word and the capitalised word', () => {
    expect(countedText(forms, 3, {}, words)).toBe('Three internships (3, three)');
    expect(countedText(forms, 0, {}, words)).toBe('Zero internships (0, zero)');
  });

  it('shows digits when there is no word for the count', () => {
    expect(countedText(forms, 14, {}, words)).toBe('14 internships (14, 14)');
  });

  it('passes extra values through', () => {
    expect(countedText({ one: '{n} {what}', other: '{n} {what}s' }, 2, { what: 'cat' })).toBe(
      '2 cats',
    );
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('two things')).toBe('Two things');
    expect(capitalise('')).toBe('');
  });
});
