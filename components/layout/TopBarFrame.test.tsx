import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBarFrame } from '@/components/layout/TopBarFrame';

function setup() {
  render(
    <TopBarFrame
      menuId="menu"
      menuLabel="Menu"
      brand={<a href="#top">Raka</a>}
      action={<a href="#contact">Get In Touch</a>}
    >
      <nav id="menu" aria-label="Sections">
        <a href="#skills">Skils</a>
      </nav>
    </TopBarFrame>,
  );
  return {
    button: screen.getByRole('button', { name: 'Menu' }),
    header: screen.getByRole('banner'),
  };
}

describe('TopBarFrame', () => {
  it('opens and closes the menu with the hamburger button', async () => {
    const user = userEvent.setup();
    const { button, header } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveAttribute('data-menu-open', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu after a link is picked', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    const link = screen.getByRole('link', { name: 'Skils' });
    // jsdom cannot navigate; the close happens before the browser would follow the link.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    screen.getByRole('link', { name: 'Skils' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('marks the bar as scrolled once the page moves, and not at the top', () => {
    const { header } = setup();
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
