import { act, renderHook } from '@testing-library/react';
import {
  loadedMotion,
  loadMotion,
  motionRequested,
  type MotionRuntime,
} from '@/lib/motion/loadMotion';
import { useMotionReadyPress } from '@/hooks/useMotionReadyPress';

jest.mock('@/lib/motion/loadMotion', () => ({
  loadedMotion: jest.fn(() => null),
  loadMotion: jest.fn(),
  motionRequested: jest.fn(() => false),
  prefersReducedMotion: jest.fn(() => false),
}));

/** The runtime on its way: a load the test settles. */
function runtimeOnItsWay() {
  let settle!: (loaded: boolean) => void;
  const pending = new Promise<MotionRuntime>((resolve, reject) => {
    settle = (loaded) => (loaded ? resolve({} as MotionRuntime) : reject(new Error('offline')));
  });
  jest.mocked(motionRequested).mockReturnValue(true);
  jest.mocked(loadMotion).mockReturnValue(pending);
  return async (loaded: boolean) => {
    settle(loaded);
    // Lets every promise callback queued behind the load run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
}

function setup() {
  const action = jest.fn();
  const { result } = renderHook(() => useMotionReadyPress(action));
  return { action, press: () => result.current() };
}

afterEach(() => jest.mocked(motionRequested).mockReturnValue(false));

describe('useMotionReadyPress', () => {
  it('runs the action at once when the runtime was never asked for', () => {
    const { action, press } = setup();
    press();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs the action at once when the runtime is here', () => {
    jest.mocked(motionRequested).mockReturnValue(true);
    jest.mocked(loadedMotion).mockReturnValueOnce({} as MotionRuntime);
    const { action, press } = setup();
    press();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs the action once the runtime on its way arrives, ignoring presses meanwhile', async () => {
    const arrive = runtimeOnItsWay();
    const { action, press } = setup();
    press();
    press();
    expect(action).not.toHaveBeenCalled();
    await arrive(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('still runs the action when the runtime fails to load', async () => {
    const arrive = runtimeOnItsWay();
    const { action, press } = setup();
    press();
    await arrive(false);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
