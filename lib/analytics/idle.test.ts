import { afterLoadWhenIdle } from './idle';

/** A window whose load state and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: jest.fn(),
  } as unknown as Window;
  return { win, fireLoad: () => listeners.get('load')?.(), runIdle: () => idle.shift()?.() };
}

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const { win, fireLoad, runIdle } = fakeWindow('interactive');
    const task = jest.fn();
    afterLoadWhenIdle(task, win);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    fireLoad();
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle time on a page that has loaded, and can be cancelled', () => {
    const { win, runIdle } = fakeWindow('complete');
    const task = jest.fn();
    const cancel = afterLoadWhenIdle(task, win);
    cancel();
    expect(win.cancelIdleCallback).toHaveBeenCalled();
    const again = jest.fn();
    afterLoadWhenIdle(again, win);
    runIdle();
    runIdle();
    expect(again).toHaveBeenCalledTimes(1);
  });
});
