import { headScriptParts } from '@/lib/head-script';

// The part as the page's head runs it: its source text, called with its constants.
const runPart = () => new Function(headScriptParts().sections)();
const drawn = () => document.documentElement.hasAttribute('data-sections-drawn');

// Each test's run of the part listens on the one document jsdom keeps for the file: its listeners
// go with the test, so no earlier run answers a later test's presses.
const listeners: Parameters<Document['addEventListener']>[] = [];
beforeEach(() => {
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((...args) => {
    listeners.push(args);
    add(...args);
  });
});
afterEach(() => {
  for (const args of listeners.splice(0)) document.removeEventListener(...args);
  jest.restoreAllMocks();
});

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

describe('the head script holds a jump on the page pressed before its whole stylesheets have loaded', () => {
  const PENDING = 'data-styles-pending';
  const root = document.documentElement;
  /** Each click that reached the link, and whether it was still to be followed there. */
  function pressesOf(anchor: HTMLAnchorElement) {
    const presses: boolean[] = [];
    anchor.addEventListener('click', (event) => presses.push(!event.defaultPrevented), true);
    return presses;
  }
  /** Lets the mutation observers run. */
  const observersRun = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    root.removeAttribute('data-sections-drawn');
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    root.setAttribute(PENDING, '');
    runPart();
  });
  afterEach(() => root.removeAttribute(PENDING));

  it('cancels the press, draws nothing, and plays it once when the sheets are in', async () => {
    const contact = link('/#contact');
    const presses = pressesOf(contact);
    contact.querySelector('span')!.click();
    expect(presses).toEqual([false]);
    expect(drawn()).toBe(false);

    root.removeAttribute(PENDING);
    await observersRun();
    expect(presses).toEqual([false, true]);
    expect(drawn()).toBe(true);
    // Not played again by a later change of the attribute.
    root.setAttribute(PENDING, '');
    root.removeAttribute(PENDING);
    await observersRun();
    expect(presses).toEqual([false, true]);
  });

  it('plays only the last of several presses made while waiting', async () => {
    const skills = link('/#skills');
    const contact = link('/#contact');
    const skillsPresses = pressesOf(skills);
    const contactPresses = pressesOf(contact);
    skills.click();
    contact.click();
    root.removeAttribute(PENDING);
    await observersRun();
    expect(skillsPresses).toEqual([false]);
    expect(contactPresses).toEqual([false, true]);
  });

  it('leaves a press with a modifier key, and a link to another page, to go at once', () => {
    const contact = link('/#contact');
    const presses = pressesOf(contact);
    contact.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    const demo = link('/portofolio/2#demo');
    const demoPresses = pressesOf(demo);
    demo.click();
    expect(presses).toEqual([true]);
    expect(demoPresses).toEqual([true]);
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
