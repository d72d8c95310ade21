import fs from 'node:fs';
import { builtSite, listPages, urlPathOf } from '../support/static-files';

/**
 * Every control in the exported HTML shows before the page's scripts run (they start after the
 * first paint), so each must either work without them or hold a press until they run
 * (`data-hold-press`, lib/head-script/held-press.ts; e2e/press-timing.spec.ts presses each kind
 * across hydration). Read from the files (tags only, no DOM: it is fast): a new control that
 * would lose an early tap fails here.
 */
const main = builtSite('main');

const has = (tag: string, attribute: string) => new RegExp(`\\s${attribute}(=|\\s|>)`).test(tag);

/** Whether a button needs no script; `formsHold`: the page has forms and each holds its submit. */
function worksWithoutScripts(button: string, formsHold: boolean): boolean {
  // A skill: its description shows by CSS alone, on hover and on the focus a tap gives.
  if (has(button, 'aria-describedby') && !has(button, 'aria-haspopup')) return true;
  // Send: the form around it holds the submit its click becomes.
  return !/\stype="button"/.test(button) && formsHold;
}

describe('controls shown before the scripts run', () => {
  it('each holds an early press or works without scripts, on every page', () => {
    const losing: string[] = [];
    let buttons = 0;
    for (const file of listPages(main.outDir)) {
      const html = fs.readFileSync(file, 'utf8');
      const forms = html.match(/<form\b[^>]*>/g) ?? [];
      const formsHold = forms.length > 0 && forms.every((form) => has(form, 'data-hold-press'));
      if (forms.length > 0 && !formsHold)
        losing.push(`${urlPathOf(main, file)}: a form without data-hold-press`);
      for (const button of html.match(/<button\b[^>]*>/g) ?? []) {
        buttons++;
        if (has(button, 'data-hold-press') || worksWithoutScripts(button, formsHold)) continue;
        losing.push(`${urlPathOf(main, file)}: ${button}`);
      }
    }
    expect(buttons).toBeGreaterThan(0);
    expect(losing).toEqual([]);
  });
});
