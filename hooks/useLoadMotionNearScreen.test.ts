import { act, renderHook } from '@testing-library/react';
import { loadMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';
import { useLoadMotionNearScreen } from '@/hooks/useLoadMotionNearScreen';

jest.mock('@/lib/motion/loadMotion', () => ({
  loadMotion: jest.fn(() => Promise.resolve({})),
  prefersReducedMotion: jest.fn(() => false),
}));

/** jsdom has no IntersectionObserver: one the test drives, remembering what it was given. */
class StubObserver {
  static last: StubObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    StubObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() =>
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

function setup() {
  const element = document.createElement('p');
  const ref = { current: element };
  const hook = renderHook(() => useLoadMotionNearScreen(ref));
  return { ...hook, element, observer: StubObserver.last };
}

beforeEach(() => {
  StubObserver.last = null;
  jest.mocked(loadMotion).mockClear();
  window.IntersectionObserver = StubObserver as unknown as typeof IntersectionObserver;
});

describe('useLoadMotionNearScreen', () => {
  it('watches the element from one screen height away', () => {
    const { element, observer } = setup();
    expect(observer?.observed).toEqual([element]);
    expect(observer?.options?.rootMargin).toBe('100% 0px');
  });

  it('fetches the runtime once the element is near, and stops watching', () => {
    const { observer } = setup();
    observer!.report(false);
    expect(loadMotion).not.toHaveBeenCalled();
    observer!.report(true);
    expect(loadMotion).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('fetches nothing under reduced motion', () => {
    jest.mocked(prefersReducedMotion).mockReturnValueOnce(true);
    const { observer } = setup();
    observer!.report(true);
    expect(loadMotion).not.toHaveBeenCalled();
  });

  it('stops watching when unmounted', () => {
    const { observer, unmount } = setup();
    unmount();
    expect(observer!.disconnected).toBe(true);
  });
});
