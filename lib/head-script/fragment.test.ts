import { headScriptParts } from '@/lib/head-script';

// The part as the page's head runs it: its source text, called with its constants.
new Function(headScriptParts().fragment)();

/** Follows a section link as the browser does: the address's fragment changes, then hashchange. */
function follow(hash: string) {
  window.history.pushState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

describe('the head script keeps a fragment followed while the page starts', () => {
  it("puts it back into the router's first write of the page's address, and leaves later writes alone", () => {
    window.history.replaceState(null, '', '/portofolio/4');
    // The router read the address here; the visitor then taps the table of contents.
    follow('#outcome');
    window.history.replaceState({ __NA: true }, '', '/portofolio/4');
    expect(window.location.pathname + window.location.hash).toBe('/portofolio/4#outcome');
    expect(window.history.state).toEqual({ __NA: true });

    // Any later write is the router's own decision.
    follow('#approach');
    window.history.replaceState({ __NA: true }, '', '/portofolio/4');
    expect(window.location.pathname + window.location.hash).toBe('/portofolio/4');
  });
});
