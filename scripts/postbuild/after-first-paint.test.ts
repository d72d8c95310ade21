/** @jest-environment jsdom */
import { afterFirstPaint } from '@/lib/head-script/after-paint.mjs';
import { AFTER_FIRST_PAINT } from '@/scripts/postbuild/after-first-paint.mjs';

/** The function the inline scripts define, from the text they write in. */
const written = new Function(`${AFTER_FIRST_PAINT}return afterFirstPaint;`)() as (
  callback: () => void,
) => void;

describe('AFTER_FIRST_PAINT', () => {
  it('is shorter than the readable source', () => {
    expect(AFTER_FIRST_PAINT.length).toBeLessThan(afterFirstPaint.toString().length * 0.9);
  });

  it('calls back once, after the next frame where no paint entry is observable (jsdom)', async () => {
    const callback = jest.fn();
    written(callback);
    expect(callback).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back at once, on the next task, in a hidden tab', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const callback = jest.fn();
    written(callback);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });
});
