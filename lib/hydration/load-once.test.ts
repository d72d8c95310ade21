import { loadOnce, type TrackedPromise } from '@/lib/hydration/load-once';

describe('loadOnce', () => {
  it('loads once and marks the promise fulfilled with its value', async () => {
    const load = jest.fn(() => Promise.resolve({ Part: 'part' }));
    const loader = loadOnce(load);
    const first: TrackedPromise<{ Part: string }> = loader();
    expect(first.status).toBeUndefined();
    await expect(first).resolves.toEqual({ Part: 'part' });
    expect(first).toMatchObject({ status: 'fulfilled', value: { Part: 'part' } });
    expect(loader()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks a failed load rejected with its reason', async () => {
    const failure = new Error('Loading chunk 7 failed.');
    const promise = loadOnce(() => Promise.reject(failure))();
    await expect(promise).rejects.toBe(failure);
    expect(promise).toMatchObject({ status: 'rejected', reason: failure });
  });
});
