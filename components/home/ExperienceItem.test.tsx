import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExperienceItem } from '@/components/home/ExperienceItem';

const props = {
  id: 'acme',
  period: 'Oct 2022 – Jan 2023',
  role: 'Frontend Developer Intern',
  company: 'Acme',
  description: 'Built screens. Wrote tests. Shipped features every week.',
};

function setup() {
  render(<ExperienceItem {...props} />);
  const button = screen.getByRole('button', { name: /Frontend Developer Intern/ });
  const description = screen.getByText(props.description);
  return { button, description, item: description.parentElement! };
}

describe('ExperienceItem', () => {
  it('starts collapsed, with the button controlling the description', () => {
    const { button, description, item } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', description.id);
    expect(description.id).toBe('experience-acme-description');
    expect(item).toHaveAttribute('data-expanded', 'false');
  });

  it('shows the date range, role and company', () => {
    setup();
    expect(screen.getByText(props.period)).toBeInTheDocument();
    expect(screen.getByText(props.company)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(props.role);
  });

  it('expands on click and collapses on a second click', async () => {
    const user = userEvent.setup();
    const { button, item } = setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item).toHaveAttribute('data-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(item).toHaveAttribute('data-expanded', 'false');
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
