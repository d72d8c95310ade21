/**
 * Keeps in each page's inline CSS only the rules its HTML can use, and loads the whole stylesheets
 * once the first paint is on screen (scripts/postbuild/index.mjs, after the inline-styles step).
 * Plain JavaScript (with JSDoc types) because the post-build script runs it under plain Node.
 * Covered by scripts/postbuild/critical-styles.test.ts.
 *
 * Why: the inline-styles step writes the page's whole stylesheets into its HTML, and Next's main
 * stylesheet holds every part of the site (contact form, search, quick view, CV, every section):
 * 60-66 KB of CSS ahead of a project page's 9 KB of visible markup, all parsed before the first
 * paint. `beasties` (the critical-CSS step Angular and Nuxt use) drops the rules that match no
 * element of the page.
 *
 * What a page's HTML can show without a fetch keeps its rules:
 * - a rule is kept when its selector, without pseudo-classes (beasties) and without attribute
 *   tests (here), matches an element of the page. So the states of the page's own elements stay
 *   (:focus-visible, `[aria-expanded="true"]`, `[open]`), and so do the rules the head
 *   script switches on before the first paint from the root element: both themes
 *   (`[data-theme]`), the phone layout by user agent (`[data-device]`), `[data-js]`;
 * - @media blocks (reduced motion, the breakpoints) keep the rules of the page's elements.
 *
 * What only changes how a state is reached comes with the whole sheets (`withoutUnusedRules`):
 * a pointer's hover (a rule that applies only while something is hovered) and the `transition`
 * declarations. Before the sheets are in, within about a second of the first paint, a hovered
 * link shows no hover and a state changes at once rather than over 0.15 s; nothing at rest looks
 * different, and the sheets' arrival starts no transition (no value changes then). Keyboard focus
 * keeps its rules. Together 0.2-0.4 KB gzip of a page's first response, which a long case study
 * needs to fit the first round trip.
 *
 * What only paper needs (`@media print`, `@page`) comes with the whole stylesheets, which load
 * within a second of the first paint, and without JavaScript a `<noscript>` links them for print
 * alone. Inline, those rules were 0.3 KB gzip of every page's first response, and that was what
 * took a case study's page past the first round trip (about 14 KB; see docs/performance.md). A
 * page made to be printed (the CV, marked PRINT_READY_ATTRIBUTE) keeps them: printed the moment
 * it opens, it prints right.
 *
 * What is inside an element marked `data-below-first-screen` (the home sections after the hero)
 * matches nothing: its rules come with the whole stylesheets, and the page keeps it undrawn until
 * they have loaded (`enableStylesheets`, styles/_sections.scss). So is the site footer on a page
 * whose <main> says it is far below the first screen (a project page,
 * `data-footer-below-first-screen`): this step marks it (`markFooterBelowFirstScreen`).
 *
 * What only a script can add (dialogs, the open menu, search, the next page of a client-side
 * navigation) comes from the whole stylesheets: their links stay in the page `disabled` (not
 * fetched, and adopted by React as the loaded stylesheet, see inline-styles.mjs), and a small
 * inline script enables them once the LCP image is in and the first paint is on screen (the same
 * moment the framework's scripts start, just before them, so the sheets arrive first: a stylesheet
 * is fetched at a higher priority than an async script). The whole sheet repeats every inline rule
 * in the same order after it, so applying it changes no computed style: for any property the last
 * of the equally specific declarations wins, and that is the whole sheet's copy either way. Once it
 * has loaded, the inline copy is removed, which changes nothing either.
 */
import Beasties from 'beasties';
import postcss from 'postcss';
import { AFTER_FIRST_PAINT } from './after-first-paint.mjs';
import {
  BELOW_FIRST_SCREEN_ATTRIBUTE,
  FOOTER_BELOW_FIRST_SCREEN_ATTRIBUTE,
  PRINT_READY_ATTRIBUTE,
  STYLES_PENDING_ATTRIBUTE,
} from '../../lib/head-script/deferred-styles.mjs';
import { LCP_IMAGE } from './lcp-image.mjs';

/** A stylesheet the inline-styles step wrote into the page. */
const INLINED_STYLE = /<style data-inlined-from="([^"]+)">([\s\S]*?)<\/style>/g;

/** An attribute test in a selector: `[data-theme="dark"]`, `[open]`. */
const ATTRIBUTE_TEST = /\[(?:[^\]"']|"[^"]*"|'[^']*')*\]/g;

/**
 * The selector beasties looks for in the page: without pseudo-classes (beasties' own rule) and
 * without attribute tests, which name states a script or the visitor switches on later. A
 * selector left with nothing to match (`:root`, `[data-theme=dark]`) is kept: it matches the root.
 * @param {string} normalized the selector after beasties removed its pseudo-classes
 * @returns {string}
 */
export function matchableSelector(normalized) {
  const withoutAttributes = normalized
    // An attribute test alone in a compound stands for any element.
    .replace(/(^|[\s>+~(,])\[/g, '$1*[')
    .replace(ATTRIBUTE_TEST, '')
    .trim();
  return withoutAttributes || '*';
}

/**
 * `selector` with `*` written where a compound begins with a pseudo-class or an attribute test
 * (`.prose :not(pre) > code` → `.prose *:not(pre) > code`). Beasties drops pseudo-classes, and
 * this step attribute tests, from the selector it looks for; without the `*` what was left of such
 * a compound was a combinator with nothing before it (`.prose > code`, which no `p > code` of a
 * note matches), and the rule went missing from the page's inline CSS.
 * @param {string} selector
 * @returns {string}
 */
export function withExplicitUniversal(selector) {
  return selector.replace(/(^|[\s>+~,])(?=:|\[)/g, '$1*');
}

/** Beasties reading only the stylesheets the inline-styles step wrote, with the rule above. */
class PageStyles extends Beasties {
  /** @param {any} document */
  getAffectedStyleTags(document) {
    return [...document.querySelectorAll('style[data-inlined-from]')];
  }

  /** @param {string} selector */
  normalizeCssSelector(selector) {
    return matchableSelector(super.normalizeCssSelector(withExplicitUniversal(selector)));
  }
}

const beasties = new PageStyles({
  external: false, // the links are the whole sheets, loaded later; only the inline copies shrink
  mergeStylesheets: false, // one <style> per stylesheet, named by data-inlined-from
  keyframes: 'critical',
  fonts: false, // the site ships no web font
  // What holds the page until its whole sheets are in: inlined whatever the page's HTML holds.
  allowRules: [new RegExp(`\\[${STYLES_PENDING_ATTRIBUTE}\\]`)],
  logLevel: 'warn',
});

/**
 * The inline script that enables the page's disabled stylesheets once the LCP image has loaded
 * (or failed) and the first paint is on screen. Once a whole sheet has loaded, its inline copy goes:
 * the whole sheet gives every element the same style, and two copies of the same rules would make
 * every later style recalculation (a dialog opening, a theme change) match each rule twice.
 *
 * `pending`: the page's inline CSS leaves out what is below the first screen (see
 * `withoutBelowFirstScreen`). The script then marks <html> with STYLES_PENDING_ATTRIBUTE until
 * every sheet has loaded (or failed), which keeps those sections undrawn (styles/_sections.scss).
 * A page opened at a #fragment may have one of them as its first screen: there the script enables
 * the sheets at once, from the <head>, as `blocking="render"`, so that the first paint waits for
 * them (a sheet a script enables does not hold the paint by itself).
 * @param {boolean} pending
 * @returns {string}
 */
export function enableStylesheets(pending) {
  return (
    `(function(d,p){var r=d.documentElement,a=${JSON.stringify(STYLES_PENDING_ATTRIBUTE)},` +
    'i=' +
    LCP_IMAGE +
    ';' +
    AFTER_FIRST_PAINT +
    'function g(b){var e=d.querySelectorAll(\'link[rel="stylesheet"][disabled]\'),n=e.length;' +
    'function o(){--n||r.removeAttribute(a)}' +
    'n||r.removeAttribute(a);' +
    'e.forEach(function(l){var h=l.getAttribute("href");l.addEventListener("load",function(){' +
    'd.querySelectorAll("style[data-inlined-from]").forEach(function(s){s.getAttribute("data-inlined-from")==h&&s.remove()});o()});' +
    'l.addEventListener("error",o);b&&l.setAttribute("blocking","render");l.removeAttribute("disabled")})}' +
    'function l(){afterFirstPaint(g)}' +
    'if(p){r.setAttribute(a,"");if(location.hash)return g(1)}' +
    `i&&!i.complete?(i.addEventListener("load",l),i.addEventListener("error",l)):l()})(document,${pending ? 1 : 0});`
  );
}

/**
 * Whether an at-rule applies on paper only: `@page`, or `@media` whose every query is for print
 * (`print`, `only print and (…)`). A list with any other query (`print, (min-width: 40rem)`)
 * applies on screen too and stays.
 * @param {import('postcss').AtRule} atRule
 */
function onPaperOnly(atRule) {
  if (atRule.name === 'page') return true;
  if (atRule.name !== 'media') return false;
  return atRule.params.split(',').every((query) => /^(?:only\s+)?print\b/i.test(query.trim()));
}

/** A selector that holds only while the page's whole stylesheets are on their way. */
const WHILE_PENDING = `[${STYLES_PENDING_ATTRIBUTE}]`;

/**
 * Whether a selector applies only while the pointer hovers something: it names `:hover` outside
 * any `:not(…)` (`.a:hover`, `:has(.b:hover) .c`, but not `.a:not(:hover)`, which holds at rest).
 * @param {string} selector
 */
export function onHoverOnly(selector) {
  let outsideNot = '';
  let depth = 0; // of parentheses inside a :not(…)
  for (let index = 0; index < selector.length; index += 1) {
    if (depth === 0 && selector.startsWith(':not(', index)) {
      depth = 1;
      index += ':not('.length - 1;
    } else if (depth > 0) {
      if (selector[index] === '(') depth += 1;
      else if (selector[index] === ')') depth -= 1;
    } else outsideNot += selector[index];
  }
  return outsideNot.includes(':hover');
}

/** The class names a selector requires (`.a .b:hover` → a, b). */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** A selector's language and direction tests: `:lang(ja)`, `:dir(rtl)`. */
const LANGUAGE_TEST = /:lang\(\s*([a-zA-Z]+)[^)]*\)/g;
const DIRECTION_TEST = /:dir\(\s*(ltr|rtl)\s*\)/g;

/**
 * Whether a selector tests for a language or a direction no element of the page has (`:lang(ja)`
 * on a page with no `lang="ja…"`, `:dir(rtl)` on one with no `dir="rtl"`): beasties drops
 * pseudo-classes before it matches, so these rules would be inlined on every page.
 * @param {string} selector
 * @param {{ languages: ReadonlySet<string>, rightToLeft: boolean }} page
 */
export function forAnotherLanguageOrDirection(selector, { languages, rightToLeft }) {
  const otherLanguage = [...selector.matchAll(LANGUAGE_TEST)].some(
    (test) => !languages.has((test[1] ?? '').toLowerCase()),
  );
  // Every page has elements left to right (a name, a link): only `:dir(rtl)` can miss.
  const otherDirection = [...selector.matchAll(DIRECTION_TEST)].some(
    (test) => test[1] === 'rtl' && !rightToLeft,
  );
  return otherLanguage || otherDirection;
}

/**
 * The languages (primary subtags) and whether any element is right to left, in `html`.
 * @param {string} html
 */
export function languagesAndDirectionOf(html) {
  return {
    languages: new Set(
      [...html.matchAll(/\slang="([a-zA-Z]+)/g)].map((match) => (match[1] ?? '').toLowerCase()),
    ),
    rightToLeft: /\sdir="rtl"/.test(html),
  };
}

/**
 * `css` without the rules the page cannot use before its whole stylesheets are in:
 * - what applies on paper only (see `onPaperOnly`), unless `keepPaper`;
 * - every selector that holds while STYLES_PENDING_ATTRIBUTE is on the root (those of the home
 *   sections and of a project page's footer, which `allowRules` keeps whatever the page holds):
 *   all of them on a page that is never `pending` (nothing of it below the first screen: the
 *   enabling script marks only such a page), and on one that is, those naming a class none of its
 *   elements has (`classNames`; a project page has no home section);
 * - the selectors that apply only on hover (`onHoverOnly`) and the `transition` declarations:
 *   what a state looks like on the way, not at rest (see the header);
 * - the selectors of a language or a direction no element of the page has
 *   (`forAnotherLanguageOrDirection`: `languages`, `rightToLeft`).
 * A rule or at-rule left empty goes with them. Written as compactly as it came.
 * @param {string} css
 * @param {{ keepPaper: boolean, pending: boolean, classNames: ReadonlySet<string>, languages?: ReadonlySet<string>, rightToLeft?: boolean }} page
 * @returns {string}
 */
export function withoutUnusedRules(
  css,
  { keepPaper, pending, classNames, languages = new Set(), rightToLeft = false },
) {
  const root = postcss.parse(css);
  let removed = false;
  if (!keepPaper) {
    root.walkAtRules((atRule) => {
      if (!onPaperOnly(atRule)) return;
      atRule.remove();
      removed = true;
    });
  }
  /** @param {string} selector */
  const unused = (selector) =>
    onHoverOnly(selector) ||
    forAnotherLanguageOrDirection(selector, { languages, rightToLeft }) ||
    (selector.includes(WHILE_PENDING) &&
      (!pending ||
        [...selector.matchAll(CLASS_IN_SELECTOR)].some((name) => !classNames.has(name[1] ?? ''))));
  root.walkRules((rule) => {
    const left = rule.selectors.filter((selector) => !unused(selector));
    if (left.length === rule.selectors.length) return;
    if (left.length > 0) rule.selectors = left;
    else rule.remove();
    removed = true;
  });
  root.walkDecls(/^transition/, (declaration) => {
    declaration.remove();
    removed = true;
  });
  if (!removed) return css;
  // A rule or at-rule left empty (`.a{transition:…}`, `@media (prefers-reduced-motion:reduce){…}`)
  // goes too, innermost first.
  const containers = /** @type {import('postcss').Container[]} */ ([]);
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) containers.push(node);
  });
  for (const container of containers.reverse())
    if (container.nodes?.length === 0) container.remove();
  return root.toString();
}

/**
 * The class names the elements of `html` carry.
 * @param {string} html
 * @returns {Set<string>}
 */
export function classNamesOf(html) {
  return new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
  );
}

/** The opening tag of an element marked as below the first screen, in the HTML Next writes. */
const BELOW_FIRST_SCREEN_TAG = new RegExp(
  `<([a-z][a-z0-9]*)\\b[^>]*\\s${BELOW_FIRST_SCREEN_ATTRIBUTE}(?:="")?(?=[\\s/>])[^>]*>`,
  'g',
);

/** A <main> that says the site footer is far below the first screen. */
const FOOTER_BELOW_MAIN = new RegExp(
  `<main\\b[^>]*\\s${FOOTER_BELOW_FIRST_SCREEN_ATTRIBUTE}(?:="")?(?=[\\s/>])`,
);

/**
 * `html` with the site footer (the page's last <footer>, which the layout puts after <main>)
 * marked BELOW_FIRST_SCREEN_ATTRIBUTE when its <main> says the footer is far below the first
 * screen, so that it is treated as the home sections are. The layout cannot mark it itself: it
 * does not know which page it holds.
 * @param {string} html
 * @returns {string}
 */
export function markFooterBelowFirstScreen(html) {
  if (!FOOTER_BELOW_MAIN.test(html)) return html;
  const footer = [...html.matchAll(/<footer\b/g)].at(-1);
  if (!footer) throw new Error(`<main ${FOOTER_BELOW_FIRST_SCREEN_ATTRIBUTE}> with no <footer>`);
  const at = footer.index + footer[0].length;
  return `${html.slice(0, at)} ${BELOW_FIRST_SCREEN_ATTRIBUTE}=""${html.slice(at)}`;
}

/**
 * `html` with what is inside each element marked BELOW_FIRST_SCREEN_ATTRIBUTE taken out (the
 * element itself stays, so the rules that hold its place and hide it until its styles arrive are
 * still inlined). Only what beasties matches selectors against: the page keeps its HTML.
 * @param {string} html
 * @returns {string}
 */
export function withoutBelowFirstScreen(html) {
  let result = '';
  let from = 0;
  for (const opening of html.matchAll(BELOW_FIRST_SCREEN_TAG)) {
    if (opening.index < from) continue; // inside one already taken out
    const contentStart = opening.index + opening[0].length;
    result += html.slice(from, contentStart);
    from = closingTagIndex(html, opening[1], contentStart);
  }
  return result + html.slice(from);
}

/** Where the `</tag>` that closes an element whose content starts at `start` begins. */
function closingTagIndex(html, tag, start) {
  let depth = 1;
  for (const token of html.slice(start).matchAll(new RegExp(`<(/?)${tag}(?=[\\s/>])`, 'g'))) {
    depth += token[1] ? -1 : 1;
    if (depth === 0) return start + token.index;
  }
  throw new Error(`<${tag} ${BELOW_FIRST_SCREEN_ATTRIBUTE}> is never closed`);
}

/** The opening tag of any element marked as made to be printed. */
const PRINT_READY_TAG = new RegExp(
  `<[a-z][a-z0-9]*\\b[^>]*\\s${PRINT_READY_ATTRIBUTE}(?:="")?(?=[\\s/>])`,
);

/**
 * The page's whole stylesheets as plain links inside <noscript>, for what its inline CSS leaves
 * out (without JavaScript nothing enables the disabled links): on screen, when that is what is
 * below the first screen; else for paper only (`media="print"`, which neither holds the first
 * paint nor applies on screen); nothing when the inline CSS has both.
 * @param {string} html
 * @param {{ onScreen: boolean, forPaper: boolean }} needed whether the page needs them on screen,
 *   and for paper
 */
function noScriptSheets(html, { onScreen, forPaper }) {
  if (!onScreen && !forPaper) return '';
  const links = [
    ...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*\sdisabled=""[^>]*>/g),
  ];
  const media = onScreen ? '' : ' media="print"';
  return `<noscript>${links.map((link) => `<link rel="stylesheet" href="${link[1]}"${media}/>`).join('')}</noscript>`;
}

/**
 * Reduces each inline stylesheet of `page` to the rules its HTML can use, and adds the script that
 * loads the whole sheets after the first paint. What is below the first screen is matched against
 * nothing, and what applies on paper only is left out: the whole sheets style both (see
 * `withoutUnusedRules`). A page without inlined stylesheets is returned unchanged.
 * @param {string} page
 * @returns {Promise<string>}
 */
export async function criticalStyles(page) {
  if (!page.includes('<style data-inlined-from=')) return page;
  const html = markFooterBelowFirstScreen(page);
  const matched = withoutBelowFirstScreen(html);
  const pending = matched !== html;
  const paperLeftOut = !PRINT_READY_TAG.test(html);
  const classNames = classNamesOf(html);
  // Only the styles' text is taken from beasties' copy of the page: the rest of the HTML stays
  // byte for byte as Next wrote it (but the footer's mark), which the later steps match.
  const reduced = new Map(
    [...(await beasties.process(matched)).matchAll(INLINED_STYLE)].map((match) => [
      match[1],
      withoutUnusedRules(match[2] ?? '', {
        keepPaper: !paperLeftOut,
        pending,
        classNames,
        ...languagesAndDirectionOf(html),
      }),
    ]),
  );
  return html
    .replace(
      INLINED_STYLE,
      (style, href) =>
        // A sheet none of whose rules apply stays, empty: the page still names every sheet it links.
        `<style data-inlined-from="${href}">${reduced.get(href) ?? ''}</style>`,
    )
    .replace(
      /<\/head>/,
      `<script>${enableStylesheets(pending)}</script>${noScriptSheets(html, { onScreen: pending, forPaper: paperLeftOut })}</head>`,
    );
}

/** @type {import('./pipeline.mjs').PageStep} */
export const criticalStylesStep = {
  name: 'critical styles',
  everyPage: true,
  expected: '<style data-inlined-from="…">',
  page: (html) => criticalStyles(html),
};
