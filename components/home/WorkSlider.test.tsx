import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HELD_ATTRIBUTE, READY_ATTRIBUTE } from '@/lib/head-script/held-press';
import { SLIDER_STEP } from '@/lib/slider/rules';
import { WorkSlider } from '@/components/home/WorkSlider';

// The pointer parallax has its own tests (hooks/useParallax.test.ts).
jest.mock('@/hooks/useParallax', () => ({ useParallax: () => {} }));

const labels = {
  panel: 'Panel',
  region: 'Project slider',
  previous: 'Previous projects',
  next: 'Next projects',
};

function setup(projectCount: number) {
  return render(
    <WorkSlider labels={labels} projectCount={projectCount}>
      <ol />
    </WorkSlider>,
  );
}

describe('WorkSlider', () => {
  it('shows no arrows and no indicator for a single panel', () => {
    setup(5);
    expect(screen.getByRole('region', { name: labels.region })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { hidden: true })).toHaveLength(0);
    expect(screen.queryByText(/\//)).toBeNull();
  });

  it('counts the panels in the indicator: 01 / 02 for six or ten projects, 01 / 03 for eleven', () => {
    for (const [count, total] of [
      [6, '02'],
      [10, '02'],
      [11, '03'],
    ] as const) {
      const { container, unmount } = setup(count);
      expect(container.querySelector('[aria-live]')).toHaveTextContent(`Panel 01 / ${total}`);
      expect(screen.getByRole('button', { name: labels.next })).toBeVisible();
      unmount();
    }
  });

  it('plays each Next press held before hydration as one step, once', async () => {
    // React (development build) reports the held count the head script adds before it runs.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const scrollBy = jest.fn();
    // jsdom has no scrolling: the step asked for is what counts.
    Element.prototype.scrollBy = scrollBy;
    const slider = (
      <WorkSlider labels={labels} projectCount={11}>
        <ol />
      </WorkSlider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(slider);
    document.body.append(container);
    // Two presses as the head script leaves them on a control React does not drive yet.
    const next = container.querySelector(`[aria-label="${labels.next}"]`)!;
    expect(next).toHaveAttribute('data-hold-press');
    next.setAttribute(HELD_ATTRIBUTE, '2');
    await act(async () => {
      hydrateRoot(container, slider);
    });
    expect(next).toHaveAttribute(READY_ATTRIBUTE);
    expect(next).not.toHaveAttribute(HELD_ATTRIBUTE);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    for (const [options] of scrollBy.mock.calls)
      expect(options).toMatchObject({ left: SLIDER_STEP });
    container.remove();
    jest.restoreAllMocks();
  });
});
