import { cleanup, render, screen } from '@testing-library/react';
import { languages } from '@/content';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const [first, second] = languages;
const describeWithTwo = first && second ? describe : describe.skip;

/** The switcher on `path` of the first language; its link to the second. */
function linkToSecond(
  path: string,
  fallbacks?: React.ComponentProps<typeof LanguageSwitcher>['fallbacks'],
) {
  pathname = path;
  render(
    <LanguageSwitcher
      language={first!.code}
      names={{ [first!.code]: 'First', [second!.code]: 'Second' }}
      fallbacks={fallbacks}
    />,
  );
  return screen.getByRole('link', { name: /^Second|^Only/ });
}

describeWithTwo('the language switcher', () => {
  // The second language's notes list and home page, as a fixture would have them.
  const toHome = { href: '/home-of-second', label: 'Only in First' };

  it("links a page to its twin in the other language's folder", () => {
    expect(linkToSecond('/cv')).toHaveAttribute('href', `/${second!.code}/cv`);
  });

  it('links a page the other language lacks to its nearest page, saying so', () => {
    const link = linkToSecond('/tags/solo', {
      [second!.code]: { ...toHome, paths: ['/tags/solo'] },
    });
    expect(link).toHaveAttribute('href', '/home-of-second');
    expect(link).toHaveTextContent('Only in First');
  });

  it('sends the notes list and every note to the nearest page of a language without notes', () => {
    const fallbacks = { [second!.code]: { ...toHome, paths: [], withoutNotes: true as const } };
    for (const path of ['/notes', '/notes/any-note']) {
      expect(linkToSecond(path, fallbacks)).toHaveAttribute('href', '/home-of-second');
      cleanup();
    }
    // A page that only starts like the notes list keeps its twin.
    expect(linkToSecond('/notes-elsewhere', fallbacks)).toHaveAttribute(
      'href',
      `/${second!.code}/notes-elsewhere`,
    );
  });
});
