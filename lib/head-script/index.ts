/**
 * The inline head script: the page's only inline script of ours, run in <head> before first
 * paint (components/layout/HeadScript.tsx); its hash goes into the page's CSP at build time
 * (scripts/postbuild/ hashes every inline script).
 *
 * Each part is an ordinary typed function in its own file, written into the page with its source
 * text (`fn.toString()`) and called with its constants as JSON (or, for a rule it shares with the
 * app, another such function, written with its source text too). A part therefore uses only its
 * arguments and the browser's globals (no import, no helper of its module, no variable of another
 * part) and only syntax old phones parse (ES2017: no `?.`, `??` or `catch {}`). The unit test runs
 * the whole script in a DOM and checks the syntax.
 */

import { markDevice, MOBILE_USER_AGENT_PATTERN } from '@/lib/head-script/device';
import { keepFragmentFollowedEarly, ROUTER_HISTORY_MARK } from '@/lib/head-script/fragment';
import {
  HELD_ATTRIBUTE,
  HOLD_PRESS_ATTRIBUTE,
  holdEarlyPresses,
  READY_ATTRIBUTE,
} from '@/lib/head-script/held-press';
import {
  pressSearchOnShortcut,
  SEARCH_SHORTCUT_ATTRIBUTE,
} from '@/lib/head-script/search-shortcut';
import {
  drawSectionsAfterFirstPaint,
  drawSectionsBeforeJumps,
  SECTIONS_DRAWN_ATTRIBUTE,
  SECTIONS_WAITING_ATTRIBUTE,
} from '@/lib/head-script/sections';
import { afterFirstPaint } from '@/lib/head-script/after-paint.mjs';
import { STYLES_PENDING_ATTRIBUTE } from '@/lib/head-script/deferred-styles.mjs';
import { opensSearch } from '@/lib/search/shortcut';
import {
  markTheme,
  THEME_ATTRIBUTE,
  THEME_COLOR_META_ATTRIBUTE,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from '@/lib/head-script/theme';

/** One statement calling `part` with `args`, each argument as JSON, or a function as its source. */
function call<Args extends unknown[]>(part: (...args: Args) => void, ...args: Args): string {
  const values = args.map((arg) =>
    typeof arg === 'function' ? `(${arg.toString()})` : JSON.stringify(arg),
  );
  return `(${part.toString()})(${values.join(',')});`;
}

/** The parts, in the order they run. */
export function headScriptParts() {
  return {
    /** `data-js`, and `data-device="mobile"` for a mobile user agent (device.ts). */
    device: call(markDevice, MOBILE_USER_AGENT_PATTERN.source, MOBILE_USER_AGENT_PATTERN.flags),
    /** `data-theme` and the browser chrome's colour for the stored choice (theme.ts). */
    theme: call(markTheme, THEME_STORAGE_KEY, THEME_ATTRIBUTE, THEME_COLOR_META_ATTRIBUTE, {
      ...THEME_COLORS,
    }),
    /** Presses on controls React does not drive yet, held for it (held-press.ts). */
    heldPresses: call(holdEarlyPresses, HOLD_PRESS_ATTRIBUTE, READY_ATTRIBUTE, HELD_ATTRIBUTE),
    /** '/' and Ctrl+K press the search button, held like a click until it is ready (search-shortcut.ts). */
    searchShortcut: call(pressSearchOnShortcut, opensSearch, SEARCH_SHORTCUT_ATTRIBUTE),
    /** A section link followed while the page starts keeps its #fragment (fragment.ts). */
    fragment: call(keepFragmentFollowedEarly, ROUTER_HISTORY_MARK),
    /**
     * Every home section drawn whole before a jump to a #fragment, and a jump pressed before the
     * whole stylesheets have loaded held until they have (sections.ts).
     */
    sections: call(drawSectionsBeforeJumps, SECTIONS_DRAWN_ATTRIBUTE, STYLES_PENDING_ATTRIBUTE),
    /** The sections below the first screen drawn only once the page has painted (sections.ts). */
    sectionsAfterPaint: call(
      drawSectionsAfterFirstPaint,
      SECTIONS_WAITING_ATTRIBUTE,
      afterFirstPaint,
    ),
  };
}

/** The whole script, its parts one after the other. */
export function headScript(): string {
  return Object.values(headScriptParts()).join('\n');
}
