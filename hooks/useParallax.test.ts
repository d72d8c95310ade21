import { act, renderHook } from '@testing-library/react';
import { bindParallax, type Parallax } from '@/lib/slider/parallax';
import { useParallax } from '@/hooks/useParallax';

jest.mock('@/lib/motion/loadMotion', () => ({
  loadMotion: jest.fn(() => Promise.resolve({})),
}));
jest.mock('@/lib/slider/parallax', () => ({ bindParallax: jest.fn() }));

const bind = jest.mocked(bindParallax);

/** A media query whose answer the test switches, as a visitor's system setting would. */
function stubMotionQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return (next: boolean) =>
    act(() => {
      query.matches = next;
      for (const listener of listeners) listener();
    });
}

async function setup(motionAllowed: boolean) {
  const switchMotion = stubMotionQuery(motionAllowed);
  const parallax: jest.Mocked<Parallax> = { moveTo: jest.fn(), reset: jest.fn(), stop: jest.fn() };
  bind.mockReturnValue(parallax);
  const scroller = document.createElement('div');
  scroller.innerHTML = '<img data-parallax-x="0.2" data-parallax-y="0.3"><p>text</p>';
  scroller.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 600 }) as DOMRect;
  document.body.append(scroller);
  const ref = { current: scroller };
  const hook = renderHook(() => useParallax(ref));
  // Let the mocked runtime arrive.
  await act(() => Promise.resolve());
  const point = (type: string, pointerType: string, clientX = 0, clientY = 0) =>
    scroller.dispatchEvent(
      Object.assign(new Event(type), { pointerType, clientX, clientY }) as PointerEvent,
    );
  return { ...hook, parallax, scroller, point, switchMotion };
}

afterEach(() => {
  bind.mockReset();
  document.body.replaceChildren();
});

describe('useParallax', () => {
  it('binds only the parallax layers of the scroller', async () => {
    const { scroller } = await setup(true);
    expect(bind).toHaveBeenCalledTimes(1);
    expect(bind.mock.calls[0]![0]).toEqual([scroller.querySelector('img')]);
  });

  it("moves the layers by the mouse pointer's distance from the centre", async () => {
    const { parallax, point } = await setup(true);
    point('pointermove', 'mouse', 800, 100);
    expect(parallax.moveTo).toHaveBeenCalledWith(300, -200);
  });

  it('ignores touch and pen', async () => {
    const { parallax, point } = await setup(true);
    point('pointermove', 'touch', 800, 100);
    point('pointermove', 'pen', 800, 100);
    expect(parallax.moveTo).not.toHaveBeenCalled();
  });

  it('settles the images when the pointer leaves', async () => {
    const { parallax, point } = await setup(true);
    point('pointerleave', 'mouse');
    expect(parallax.moveTo).toHaveBeenCalledWith(0, 0);
  });

  it('binds nothing under reduced motion or without a fine pointer', async () => {
    await setup(false);
    expect(bind).not.toHaveBeenCalled();
  });

  it('binds once reduced motion is switched off mid-visit', async () => {
    const { switchMotion } = await setup(false);
    switchMotion(true);
    await act(() => Promise.resolve());
    expect(bind).toHaveBeenCalledTimes(1);
  });

  it('puts every image straight back when reduced motion is switched on mid-visit', async () => {
    const { parallax, point, switchMotion } = await setup(true);
    switchMotion(false);
    expect(parallax.reset).toHaveBeenCalled();
    point('pointermove', 'mouse', 800, 100);
    expect(parallax.moveTo).not.toHaveBeenCalled();
  });

  it('unbinds the layers and stops listening when unmounted', async () => {
    const { parallax, point, unmount } = await setup(true);
    unmount();
    expect(parallax.stop).toHaveBeenCalled();
    point('pointermove', 'mouse', 800, 100);
    expect(parallax.moveTo).not.toHaveBeenCalled();
  });
});
