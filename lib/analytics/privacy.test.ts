import { declinesTracking } from './privacy';

describe('declinesTracking', () => {
  it('declines under Global Privacy Control', () => {
    expect(declinesTracking({ navigator: { globalPrivacyControl: true } })).toBe(true);
  });

  it('declines under Do Not Track, on the navigator or (old browsers) the window', () => {
    expect(declinesTracking({ navigator: { doNotTrack: '1' } })).toBe(true);
    expect(declinesTracking({ navigator: { doNotTrack: 'yes' } })).toBe(true);
    expect(declinesTracking({ navigator: {}, doNotTrack: '1' })).toBe(true);
  });

  it('counts a visitor who sent neither, or turned them off', () => {
    expect(declinesTracking({ navigator: {} })).toBe(false);
    expect(declinesTracking({ navigator: { globalPrivacyControl: false, doNotTrack: '0' } })).toBe(
      false,
    );
    expect(declinesTracking({ navigator: { doNotTrack: null } })).toBe(false);
  });
});
