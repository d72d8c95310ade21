import { WEB_FONT_SAMPLES, WEB_FONTS_ATTRIBUTE, WEB_FONTS_STORAGE_KEY } from '@/lib/head-script/web-fonts';
import { deviceScript, isMobileUserAgent } from '@/lib/head-script/device';

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

describe('deviceScript', () => {
  const originalUserAgent = navigator.userAgent;

  function runScriptWith(userAgent: string) {
    Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
    document.documentElement.removeAttribute('data-device');
    document.documentElement.removeAttribute('data-js');
    // The script is our own build-time string, run here exactly as the browser runs it.
    new Function(deviceScript())();
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
      runScriptWith(userAgent);
      expect(document.documentElement.getAttribute('data-device') === 'mobile').toBe(
        isMobileUserAgent(userAgent),
      );
    },
  );

  it('marks the root with the colour theme too (one script; the rule is tested in lib/theme)', () => {
    runScriptWith(userAgents.desktopChrome);
    expect(document.documentElement.getAttribute('data-theme')).toBe('system');
  });

  it('marks the root as running scripts', () => {
    runScriptWith(userAgents.desktopChrome);
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });
});

describe('deviceScript and the brand fonts', () => {
  function run(stored: string | null) {
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
    localStorage.clear();
    if (stored !== null) localStorage.setItem(WEB_FONTS_STORAGE_KEY, stored);
    // Captured, not registered: the test calls the load handler itself.
    const listeners = jest.spyOn(window, 'addEventListener').mockImplementation(() => {});
    new Function(deviceScript())();
    const onLoad = listeners.mock.calls.find(([type]) => type === 'load');
    listeners.mockRestore();
    return { marked: document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE), onLoad };
  }

  it('marks <html> before first paint when an earlier load cached the fonts, and fetches nothing', () => {
    const { marked, onLoad } = run('1');
    expect(marked).toBe(true);
    expect(onLoad).toBeUndefined();
  });

  it('otherwise keeps the system font and fetches the fonts once the page has loaded', async () => {
    const { marked, onLoad } = run(null);
    expect(marked).toBe(false);
    const load = jest.fn((font: string) => Promise.resolve([font]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    // After load comes the first paint (one frame here: jsdom has no paint entries), then the fetch.
    jest.useFakeTimers();
    (onLoad![1] as () => void)();
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // (jsdom's own load event may also reach handlers left by the earlier tests of this file.)
    expect(new Set(load.mock.calls.map(([font]) => font))).toEqual(new Set(WEB_FONT_SAMPLES));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1');
    // Never applied to the page on screen.
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });

  it('remembers nothing when a font cannot be loaded', async () => {
    const { onLoad } = run(null);
    Object.defineProperty(document, 'fonts', {
      value: { load: () => Promise.resolve([]) },
      configurable: true,
    });
    // After load comes the first paint (one frame here: jsdom has no paint entries), then the fetch.
    jest.useFakeTimers();
    (onLoad![1] as () => void)();
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
  });
});
