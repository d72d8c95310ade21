import type { ProjectCopy } from '@/content';
import { projectLinks, repositoryHost } from '@/lib/content/project-links';

/** The test's own words, so the model is checked apart from any language's copy. */
const words: ProjectCopy['links'] = {
  label: 'Links',
  site: { text: 'Live', name: 'Live: {name}' },
  source: { text: 'Code', name: 'Code: {name}' },
  sourceOn: { text: 'On {host}', name: 'On {host}: {name}' },
};

describe('repositoryHost', () => {
  it.each([
    ['https://github.com/someone/shop', 'github'],
    ['https://www.github.com/someone/shop', 'github'],
    ['https://gist.github.com/someone/abc', 'github'],
    ['https://gitlab.com/group/sub/shop', 'gitlab'],
    ['https://bitbucket.org/team/shop', 'bitbucket'],
    ['https://GitHub.com/someone/shop', 'github'],
  ] as const)('knows %s as %s', (url, host) => {
    expect(repositoryHost(url)).toBe(host);
  });

  it.each([
    'https://codeberg.org/someone/shop',
    'https://notgithub.com/someone/shop',
    'https://github.com.evil.example/shop',
    'https://git.example.com/shop',
    'not a url',
  ])('treats %s as a plain link', (url) => {
    expect(repositoryHost(url)).toBeUndefined();
  });
});

describe('projectLinks', () => {
  it('lists the site first, then the source named by its host', () => {
    expect(
      projectLinks(
        { name: 'Shop', site: 'https://shop.example.com', source: 'https://gitlab.com/me/shop' },
        words,
      ),
    ).toEqual([
      {
        kind: 'site',
        href: 'https://shop.example.com',
        text: 'Live',
        name: 'Live: Shop',
        event: 'Site Open',
      },
      {
        kind: 'source',
        href: 'https://gitlab.com/me/shop',
        host: 'gitlab',
        text: 'On GitLab',
        name: 'On GitLab: Shop',
        event: 'Source Open',
      },
    ]);
  });

  it('names code on an unknown host with the plain words and no host', () => {
    const [link] = projectLinks({ name: 'Shop', source: 'https://codeberg.org/me/shop' }, words);
    expect(link).toEqual({
      kind: 'source',
      href: 'https://codeberg.org/me/shop',
      text: 'Code',
      name: 'Code: Shop',
      event: 'Source Open',
    });
  });

  it('gives a project without links no links', () => {
    expect(projectLinks({ name: 'Shop' }, words)).toEqual([]);
  });
});
