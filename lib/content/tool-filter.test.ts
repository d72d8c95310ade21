import { searchWithTool, showsUnder, toolFromSearch } from '@/lib/content/tool-filter';

describe('toolFromSearch', () => {
  it('reads a known tool from the query', () => {
    expect(toolFromSearch('?tool=react', ['vuejs', 'react'])).toBe('react');
  });

  it('ignores a tool no project uses, and a missing one', () => {
    expect(toolFromSearch('?tool=cobol', ['react'])).toBeUndefined();
    expect(toolFromSearch('', ['react'])).toBeUndefined();
    expect(toolFromSearch('?utm_source=cv', ['react'])).toBeUndefined();
  });
});

describe('searchWithTool', () => {
  it('sets the tool and keeps the other parameters', () => {
    expect(searchWithTool('', 'react')).toBe('?tool=react');
    expect(searchWithTool('?utm_source=cv&tool=php', 'react')).toBe('?utm_source=cv&tool=react');
  });

  it('clears the tool, leaving no empty question mark', () => {
    expect(searchWithTool('?tool=react', undefined)).toBe('');
    expect(searchWithTool('?tool=react&utm_source=cv', undefined)).toBe('?utm_source=cv');
  });
});

describe('showsUnder', () => {
  it('shows every project with no tool picked, else those that list it', () => {
    expect(showsUnder(['react', 'sass'], undefined)).toBe(true);
    expect(showsUnder(['react', 'sass'], 'sass')).toBe(true);
    expect(showsUnder(['vuejs'], 'sass')).toBe(false);
  });
});
