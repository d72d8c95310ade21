import { pressWaitsForMotion } from '@/lib/motion/press-waits';

const onItsWay = { loaded: false, requested: true, reduced: false };

describe('pressWaitsForMotion', () => {
  it('waits for a runtime on its way, so the press can slide', () => {
    expect(pressWaitsForMotion(onItsWay)).toBe(true);
  });

  it('switches at once when the runtime is here', () => {
    expect(pressWaitsForMotion({ ...onItsWay, loaded: true })).toBe(false);
  });

  it('switches at once when the runtime was never asked for', () => {
    expect(pressWaitsForMotion({ ...onItsWay, requested: false })).toBe(false);
  });

  it('switches at once under reduced motion, even with the runtime on its way', () => {
    expect(pressWaitsForMotion({ ...onItsWay, reduced: true })).toBe(false);
  });
});
