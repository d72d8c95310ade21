import { wrappedFocusTarget } from './focus-cycle';

function dialog() {
  const container = document.createElement('div');
  container.innerHTML =
    '<button id="x">X</button><a id="page" href="/p">Page</a><button disabled>No</button><a id="demo" href="/p#demo">Demo</a>';
  return container;
}

describe('wrappedFocusTarget', () => {
  it('moves Tab from the last control back to the first, and Shift+Tab the other way', () => {
    const container = dialog();
    const first = container.querySelector('#x');
    const last = container.querySelector('#demo');
    expect(wrappedFocusTarget(container, last, false)).toBe(first);
    expect(wrappedFocusTarget(container, first, true)).toBe(last);
  });

  it('leaves a move between the controls to the browser', () => {
    const container = dialog();
    expect(wrappedFocusTarget(container, container.querySelector('#page'), false)).toBeUndefined();
    expect(wrappedFocusTarget(document.createElement('div'), null, false)).toBeUndefined();
  });
});
