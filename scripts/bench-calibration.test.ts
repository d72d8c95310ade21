import { cpuSlowdown } from '@/scripts/bench-calibration.mjs';

describe('cpuSlowdown', () => {
  it('emulates the same phone on any host: benchmarkIndex ÷ 600, within 1-8', () => {
    expect(cpuSlowdown(2400)).toBe(4);
    expect(cpuSlowdown(2900)).toBe(4.83);
    expect(cpuSlowdown(1200)).toBe(2);
    expect(cpuSlowdown(480)).toBe(1);
    expect(cpuSlowdown(6000)).toBe(8);
  });

  it('emulates a desktop of index 2,400 on the desktop profile', () => {
    expect(cpuSlowdown(2400, 'desktop')).toBe(1);
    expect(cpuSlowdown(4800, 'desktop')).toBe(2);
  });
});
