import { render, screen, within } from '@testing-library/react';
import type { ProjectCopy } from '@/content';
import { eventOfElement } from '@/lib/analytics/events';
import { projectLinks } from '@/lib/content/project-links';
import { ProjectLinks } from '@/components/project/ProjectLinks';

/** The test's own words. */
const words: ProjectCopy['links'] = {
  label: 'Links',
  site: { text: 'Live', name: 'Live: {name}' },
  source: { text: 'Code', name: 'Code: {name}' },
  sourceOn: { text: 'On {host}', name: 'On {host}: {name}' },
};
const shop = {
  name: 'Shop',
  site: 'https://shop.example.com',
  source: 'https://github.com/me/shop',
};

function renderLinks() {
  render(
    <ProjectLinks
      links={projectLinks(shop, words)}
      projectName={shop.name}
      label={words.label}
      opensInNewTab=" (new tab)"
    />,
  );
  return within(screen.getByRole('list', { name: 'Links' }));
}

const provider = process.env.ANALYTICS_PROVIDER;
afterEach(() => {
  process.env.ANALYTICS_PROVIDER = provider;
});

describe('ProjectLinks', () => {
  it('names each link by what it opens and the project, and opens it with rel="noopener"', () => {
    const list = renderLinks();
    const site = list.getByRole('link', { name: 'Live: Shop (new tab)' });
    const source = list.getByRole('link', { name: 'On GitHub: Shop (new tab)' });
    expect(site).toHaveAttribute('href', shop.site);
    expect(source).toHaveAttribute('href', shop.source);
    for (const link of [site, source]) {
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(source).toHaveTextContent('On GitHub');
  });

  it('draws nothing for a project without links', () => {
    const { container } = render(
      <ProjectLinks links={[]} projectName="Bare" label="Links" opensInNewTab="" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('with analytics on, a click counts Site Open or Source Open with the project', () => {
    process.env.ANALYTICS_PROVIDER = 'plausible';
    const list = renderLinks();
    expect(eventOfElement(list.getByText('Live'))).toEqual({
      name: 'Site Open',
      props: { project: 'Shop' },
    });
    expect(eventOfElement(list.getByText('On GitHub'))).toEqual({
      name: 'Source Open',
      props: { project: 'Shop' },
    });
  });

  it('with analytics off, adds nothing to the links', () => {
    process.env.ANALYTICS_PROVIDER = '';
    const list = renderLinks();
    expect(eventOfElement(list.getByText('Live'))).toBeUndefined();
  });
});
