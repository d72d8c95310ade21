import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/layout/SiteLink';

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
});

function renderLink(props: Partial<React.ComponentProps<typeof SiteLink>> = {}) {
  render(
    <SiteLink href="/portofolio/3" {...props}>
      Shop
    </SiteLink>,
  );
  return screen.getByRole('link', { name: 'Shop' });
}

describe('SiteLink', () => {
  it('is a plain link to the page in the HTML', () => {
    expect(renderLink()).toHaveAttribute('href', '/portofolio/3');
  });

  it('moves by the router on a plain click, instead of loading the page', () => {
    const link = renderLink();
    const followed = fireEvent.click(link, { button: 0 });
    expect(followed).toBe(false); // the default (a full page load) was prevented
    expect(router.push).toHaveBeenCalledWith('/portofolio/3');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab, a new window, a download)', (_, init) => {
    const followed = fireEvent.click(renderLink(), { button: 0, ...init });
    expect(followed).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves a section link pressed from the keyboard to the browser's own jump", () => {
    render(<SiteLink href="/#contact">Contact</SiteLink>);
    const link = screen.getByRole('link', { name: 'Contact' });
    // A keyboard's or an assistive technology's press is a click with no pointer count (detail 0).
    expect(fireEvent.click(link, { button: 0, detail: 0 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(fireEvent.click(link, { button: 0, detail: 1 })).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/#contact');
  });

  it('leaves a link that opens elsewhere or downloads to the browser', () => {
    render(
      <>
        <SiteLink href="/cv" target="_blank">
          CV in a tab
        </SiteLink>
        <SiteLink href="/cv.pdf" download>
          CV file
        </SiteLink>
      </>,
    );
    for (const name of ['CV in a tab', 'CV file']) {
      expect(fireEvent.click(screen.getByRole('link', { name }), { button: 0 })).toBe(true);
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the caller's onClick first, and a caller that prevents the default keeps the click", () => {
    const calls: string[] = [];
    const link = renderLink({
      onClick: (event) => {
        calls.push('caller');
        event.preventDefault();
      },
    });
    fireEvent.click(link, { button: 0 });
    expect(calls).toEqual(['caller']);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('asks the router for the page when the pointer comes over it or it takes focus', () => {
    const link = renderLink();
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(router.prefetch.mock.calls).toEqual([['/portofolio/3'], ['/portofolio/3']]);
  });

  it('asks for nothing ahead with prefetch={false}', () => {
    const link = renderLink({ prefetch: false });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
