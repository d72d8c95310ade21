import { headScriptParts } from '@/lib/head-script';

// The part as the page's head runs it: its source text, called with its constants.
const runPart = () => new Function(headScriptParts().sections)();
const drawn = () => document.documentElement.hasAttribute('data-sections-drawn');

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Contact</span>';
  // A followed link would navigate the test's document: only the press is under test.
  anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  return anchor;
}

describe('the head script draws the home sections whole before a jump to a fragment', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-sections-drawn');
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('leaves them to draw as they come near until a link with a fragment is pressed', () => {
    runPart();
    link('/portofolio/2').click();
    expect(drawn()).toBe(false);
    link('/#contact').querySelector('span')!.click();
    expect(drawn()).toBe(true);
  });

  it('draws them at once on a page opened at a fragment', () => {
    window.history.replaceState(null, '', '/#skills');
    runPart();
    expect(drawn()).toBe(true);
  });
});

describe('the head script draws the sections below the first screen only after the first paint', () => {
  const runWaitPart = () => new Function(headScriptParts().sectionsAfterPaint)();
  const waiting = () => document.documentElement.hasAttribute('data-sections-waiting');

  afterEach(() => jest.useRealTimers());

  it('holds them from the start and lets them draw once a frame has been presented', () => {
    jest.useFakeTimers();
    runWaitPart();
    expect(waiting()).toBe(true);
    // jsdom has no paint entries: the part waits one frame, as a browser without them does.
    jest.runAllTimers();
    expect(waiting()).toBe(false);
  });
});
