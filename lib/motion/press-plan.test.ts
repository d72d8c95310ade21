import { planPress } from '@/lib/motion/press-plan';

const onItsWay = { loaded: false, requested: true, reduced: false };

describe('planPress', () => {
  it('switches at once when the runtime is here', () => {
    expect(planPress({ ...onItsWay, loaded: true }, false)).toBe('now');
  });

  it('switches at once when the runtime was never asked for', () => {
    expect(planPress({ ...onItsWay, requested: false }, false)).toBe('now');
  });

  it('switches at once under reduced motion, even with the runtime on its way', () => {
    expect(planPress({ ...onItsWay, reduced: true }, true)).toBe('now');
  });

  it('waits for a runtime on its way, so the press can slide', () => {
    expect(planPress(onItsWay, false)).toBe('after-load');
  });

  it('ignores a further press while one is waiting', () => {
    expect(planPress(onItsWay, true)).toBe('ignore');
  });
});
