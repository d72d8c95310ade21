import { CLOSED_TEXT, settleClampedText, toggleClampedText } from '@/lib/motion/clamped-text';

describe('toggleClampedText', () => {
  it('opens and unclamps at once, animated or not', () => {
    expect(toggleClampedText(CLOSED_TEXT, true)).toEqual({ expanded: true, clamped: false });
    expect(toggleClampedText(CLOSED_TEXT, false)).toEqual({ expanded: true, clamped: false });
  });

  it('closes without clamping while the height slides', () => {
    expect(toggleClampedText({ expanded: true, clamped: false }, true)).toEqual({
      expanded: false,
      clamped: false,
    });
  });

  it('closes and clamps at once when nothing slides', () => {
    expect(toggleClampedText({ expanded: true, clamped: false }, false)).toEqual(CLOSED_TEXT);
  });
});

describe('settleClampedText', () => {
  it('clamps a closed description once its slide has arrived', () => {
    expect(settleClampedText({ expanded: false, clamped: false })).toEqual(CLOSED_TEXT);
  });

  it('leaves an open description unclamped', () => {
    const open = { expanded: true, clamped: false };
    expect(settleClampedText(open)).toBe(open);
  });
});
