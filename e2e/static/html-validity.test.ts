import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtSite, listPages, TESTED_SITE } from '../support/static-files';

/**
 * Every exported page of the main build (and of another owner's) is valid HTML for the W3C Nu Html Checker (npm `vnu-jar`,
 * which needs Java: `apt-get install default-jre-headless`; .ci/run installs it when missing).
 * One JVM start checks every page: the checker takes seconds to start.
 *
 * The checker's CSS parser predates container queries, anchor positioning (the top bar's list of
 * languages on a site in four or more) and `line-clamp`; its messages about those
 * (and the parse errors of declarations using `cq` units) are known gaps, not errors in the page.
 * Nor can it type a custom property inside `calc()` or `min()` (`calc(72rem + 2*var(--gutter))`
 * is "incompatible types" to it, as any length plus a `var()` is): that message counts as a gap
 * only where the declaration it quotes reads a custom property.
 */
const main = builtSite(TESTED_SITE);
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * A JVM tuned for one short run: the quick compiler only and the single-threaded collector. On
 * this 2-core machine the check of 93 pages took 8 s and 10 CPU-seconds instead of 14 s and 25
 * (the same report, message for message). The quick compiler's deeper stack frames need a larger
 * thread stack: the checker's schema overflows the default one.
 */
const QUICK_JVM = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const CSS_GAPS = [
  /^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: “container-name”: Property “container-name” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^CSS: “(anchor-name|position-anchor|position-area)”: Property “\1” doesn't exist\.$/,
];
const CSS_PARSE_ERROR = /^CSS: “([a-z-]+)”: Parse Error\.$/;
const CSS_INCOMPATIBLE_TYPES = /^CSS: “[a-z-]+”: The types are incompatible\.$/;
const CONTAINER_UNIT = /\d(cqw|cqh|cqi|cqb|cqmin|cqmax)\b/;

/** Whether a message is one of the checker's known CSS gaps, for the page it names. */
function isKnownCssGap(message: VnuMessage, pageText: (url: string) => string): boolean {
  if (CSS_GAPS.some((gap) => gap.test(message.message))) return true;
  // The quote may start inside the `var()`: `…--gutter),46rem)`.
  if (CSS_INCOMPATIBLE_TYPES.test(message.message)) {
    return /var\(--|--[a-z-]+\)/.test(message.extract ?? '');
  }
  const parseError = CSS_PARSE_ERROR.exec(message.message);
  if (!parseError) return false;
  // A parse error counts as the `cq` gap only if that property is declared with a `cq` unit.
  const declarations = pageText(message.url).match(new RegExp(`[{;]${parseError[1]}:[^;}]*`, 'g'));
  return (declarations ?? []).some((declaration) => CONTAINER_UNIT.test(declaration));
}

describe('HTML validity (W3C Nu Html Checker)', () => {
  it('finds no error on any page, beyond the checker’s known gaps', () => {
    const pages = listPages(main.outDir);
    const java = spawnSync('java', ['-version']);
    if (java.error) {
      throw new Error('The HTML check needs Java: apt-get install default-jre-headless');
    }
    const run = spawnSync(
      'java',
      [...QUICK_JVM, '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...pages],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // The report goes to stderr; the exit status is 1 whenever there is any message.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const texts = new Map<string, string>();
    const pageText = (url: string) => {
      const file = decodeURIComponent(new URL(url).pathname);
      if (!texts.has(file)) texts.set(file, fs.readFileSync(file, 'utf8'));
      return texts.get(file)!;
    };
    const errors = report.messages
      .filter((message) => !isKnownCssGap(message, pageText))
      .map((message) => {
        const page = path.relative(main.outDir, decodeURIComponent(new URL(message.url).pathname));
        return `${page}: ${message.message}${message.extract ? ` (…${message.extract}…)` : ''}`;
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
