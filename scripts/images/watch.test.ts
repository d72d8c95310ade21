/**
 * @jest-environment node
 */
import { isImageSource, prepareQueue } from '@/scripts/images/watch.mjs';

/** A run of the image step that the test finishes when it chooses. */
function controlledRuns() {
  const finishers: (() => void)[] = [];
  const run = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  const finishRun = async () => {
    finishers.shift()?.();
    // Lets the queue see the run end.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { run, finishRun };
}

describe('which changes start the image step', () => {
  it('takes the originals under public/images/, in any folder and any case of extension', () => {
    expect(isImageSource('images/profile.jpg')).toBe(true);
    expect(isImageSource('images/projects/dewi-app.PNG')).toBe(true);
    expect(isImageSource('images\\projects\\cover.webp')).toBe(true);
    expect(isImageSource('images/notes/figure.avif')).toBe(true);
  });

  it('ignores what the step writes, other files, folders and nameless events', () => {
    expect(isImageSource('img/profile-320.abcd1234.avif')).toBe(false);
    expect(isImageSource('images/projects')).toBe(false);
    expect(isImageSource('images/notes.txt')).toBe(false);
    expect(isImageSource('images/.DS_Store')).toBe(false);
    expect(isImageSource('icons/icon-192.png')).toBe(false);
    expect(isImageSource(null)).toBe(false);
  });
});

describe('the prepare queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once for a burst of changes, after the quiet delay', async () => {
    const { run, finishRun } = controlledRuns();
    const queue = prepareQueue({ run, delayMs: 250 });
    queue.changed();
    jest.advanceTimersByTime(200);
    queue.changed();
    queue.changed();
    jest.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const idle = queue.idle();
    await finishRun();
    await idle;
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs exactly once more after a run that changes arrived during, never two at once', async () => {
    const { run, finishRun } = controlledRuns();
    const queue = prepareQueue({ run, delayMs: 250 });
    queue.changed();
    jest.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
    // Three changes while the first run works: their delay passes, but the run is not over.
    queue.changed();
    jest.advanceTimersByTime(250);
    queue.changed();
    queue.changed();
    jest.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
    await finishRun();
    expect(run).toHaveBeenCalledTimes(2);
    const idle = queue.idle();
    await finishRun();
    await idle;
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed run: the next change runs the step again', async () => {
    const run = jest
      .fn()
      .mockRejectedValueOnce(new Error('unreadable'))
      .mockResolvedValue(undefined);
    const queue = prepareQueue({ run, delayMs: 100 });
    queue.changed();
    jest.advanceTimersByTime(100);
    await queue.idle();
    queue.changed();
    jest.advanceTimersByTime(100);
    await queue.idle();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('is idle at once when nothing changed', async () => {
    const run = jest.fn();
    await prepareQueue({ run }).idle();
    expect(run).not.toHaveBeenCalled();
  });
});
