import { isMobileUserAgent } from '@/lib/head-script/device';
import { headScriptParts } from '@/lib/head-script';

const userAgents = {
  pixel7:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  shouting: 'SOMEBROWSER/1.0 (IPHONE)',
};

describe('isMobileUserAgent', () => {
  it('recognises mobile, android and iphone in any case', () => {
    expect(isMobileUserAgent(userAgents.pixel7)).toBe(true);
    expect(isMobileUserAgent(userAgents.iphone)).toBe(true);
    expect(isMobileUserAgent(userAgents.androidTablet)).toBe(true);
    expect(isMobileUserAgent(userAgents.shouting)).toBe(true);
  });

  it('leaves desktop browsers alone', () => {
    expect(isMobileUserAgent(userAgents.desktopChrome)).toBe(false);
    expect(isMobileUserAgent(userAgents.desktopFirefox)).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe("the head script's device part", () => {
  const originalUserAgent = navigator.userAgent;

  function runPartWith(userAgent: string) {
    Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
    document.documentElement.removeAttribute('data-device');
    document.documentElement.removeAttribute('data-js');
    // The part as the page has it, run here exactly as the browser runs it.
    new Function(headScriptParts().device)();
  }

  afterEach(() => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: originalUserAgent,
      configurable: true,
    });
  });

  it.each(Object.entries(userAgents))(
    'marks the root exactly as isMobileUserAgent decides (%s)',
    (_name, userAgent) => {
      runPartWith(userAgent);
      expect(document.documentElement.getAttribute('data-device') === 'mobile').toBe(
        isMobileUserAgent(userAgent),
      );
    },
  );

  it('marks the root as running scripts', () => {
    runPartWith(userAgents.desktopChrome);
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });
});
