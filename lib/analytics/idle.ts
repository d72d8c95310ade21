/**
 * Runs `task` once the page has loaded (every image, the LCP one included) and the main thread is
 * idle, so a tracker never competes with what the visitor came for. Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      // The time-out: a page that never idles (a looping animation) still gets counted.
      idleHandle = win.requestIdleCallback(() => task(), { timeout: 5000 });
    } else {
      idleHandle = win.setTimeout(task, 1);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle);
    else win.clearTimeout(idleHandle);
  };
}
