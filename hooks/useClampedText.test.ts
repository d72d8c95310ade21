import { act, renderHook } from '@testing-library/react';
import { loadedMotion, type MotionRuntime } from '@/lib/motion/loadMotion';
import { useClampedText } from '@/hooks/useClampedText';

jest.mock('@/lib/motion/loadMotion', () => ({
  loadedMotion: jest.fn(() => null),
  loadMotion: jest.fn(),
  motionRequested: jest.fn(() => false),
  prefersReducedMotion: jest.fn(() => false),
}));

/** A motion runtime whose slides end when the test says. */
function stubRuntime() {
  const slides: { height: number[]; arrive: () => Promise<void>; stop: jest.Mock }[] = [];
  const animate = jest.fn((_element: Element, keyframes: { height: number[] }) => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const stop = jest.fn();
    slides.push({ height: keyframes.height, arrive: () => act(async () => arrive()), stop });
    return { then: arrived.then.bind(arrived), stop };
  });
  jest.mocked(loadedMotion).mockReturnValue({ animate } as unknown as MotionRuntime);
  return slides;
}

function setup() {
  const description = document.createElement('p');
  // jsdom does no layout: the height follows the clamp as a browser's would.
  description.getBoundingClientRect = () =>
    ({ height: description.dataset.clamped === 'true' ? 48 : 120 }) as DOMRect;
  const ref = { current: description };
  const hook = renderHook(() => {
    const text = useClampedText(ref);
    description.dataset.clamped = String(text.clamped);
    return text;
  });
  const press = () => act(() => hook.result.current.toggle());
  return { ...hook, description, press };
}

afterEach(() => jest.mocked(loadedMotion).mockReturnValue(null));

describe('useClampedText', () => {
  it('starts closed and clamped', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ expanded: false, clamped: true });
  });

  it('switches at once without the motion runtime', () => {
    const { result, press } = setup();
    press();
    expect(result.current).toMatchObject({ expanded: true, clamped: false });
    press();
    expect(result.current).toMatchObject({ expanded: false, clamped: true });
  });

  it('slides open from the clamped height to the natural one', () => {
    const slides = stubRuntime();
    const { press } = setup();
    press();
    expect(slides.map((slide) => slide.height)).toEqual([[48, 120]]);
  });

  it('keeps the text unclamped while it slides closed, and clamps it once the slide arrives', async () => {
    const slides = stubRuntime();
    const { result, description, press } = setup();
    press();
    await slides[0]!.arrive();
    press();
    expect(slides[1]!.height).toEqual([120, 48]);
    expect(result.current).toMatchObject({ expanded: false, clamped: false });
    description.style.height = '60px';
    await slides[1]!.arrive();
    expect(result.current).toMatchObject({ expanded: false, clamped: true });
    expect(description.style.height).toBe('');
  });

  it('stops a slide when pressed again mid-slide, and ignores its end', async () => {
    const slides = stubRuntime();
    const { result, press } = setup();
    press();
    press();
    expect(slides[0]!.stop).toHaveBeenCalled();
    await slides[0]!.arrive();
    // The first slide (opening) ended late: the closing one still holds the clamp back.
    expect(result.current).toMatchObject({ expanded: false, clamped: false });
  });
});
