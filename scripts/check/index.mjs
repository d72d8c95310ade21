/**
 * `npm run check`: every mistake in content/ and in the settings (`.env.local`) at once, as a
 * short list naming the file, the entry and the field, in a second or two and without a build;
 * then the sample values still in place, as a warning. Exits 1 when there is a problem, so
 * `npm run build` (which runs it first) stops before `next build` with the list instead of a
 * framework stack trace.
 */
import nextEnv from '@next/env';
import { loadModule, root } from './load.mjs';

// `--short` (the build): a folder's line names its first few sample files, not all of them.
const SHORT = process.argv.includes('--short');
const started = Date.now();

// The settings first, whatever the content holds. Next reads the .env files itself only for
// `next build` and `next dev`; this script runs in plain Node, so load.mjs loads them with Next's
// own loader (@next/env, the files `next build` reads: .env.production.local, .env.local,
// .env.production, .env), and that loader's list of what each file set names the file of a line.
const { findSettingProblems, findSettingSamples } = await loadModule('lib/config/check.ts');
const { loadedEnvFiles } = nextEnv.loadEnvConfig(root, false, {
  info: () => {},
  error: console.error,
});
const settingProblems = findSettingProblems(process.env, loadedEnvFiles);

let languageProblems = [];
let problems;
let samples;
/** Fonts of the owner's that are drawn, but not as she may expect (no bold file). */
let fontWarnings = [];
try {
  // content/languages.ts first, before anything formats a date with its locales: Intl refuses
  // a mistyped locale ('id_ID') in words that name no file ("Incorrect locale information
  // provided").
  const { findLanguageProblems } = await loadModule('lib/i18n/check.ts');
  languageProblems = findLanguageProblems();
  const check = await loadModule('lib/content/check.ts');
  const { sampleWarningBlock } = await loadModule('lib/content/samples.ts');
  const { contentProgram, findContentTypeProblems, problemFile } = await loadModule(
    'lib/content/type-check.ts',
  );
  // One compiler program of content/ for the two steps that read it, made once.
  const program = contentProgram(root);
  // The fields of the copy types, read by the compiler: what every language's interface words
  // are checked against (a field mistyped in the default language's is not one the others lack).
  const { readCopyFields } = await loadModule('lib/i18n/read-copy-fields.ts');
  problems = [
    ...languageProblems,
    ...check.findAllContentProblems({
      ...check.currentSources(),
      copyFields: readCopyFields(root, program),
    }),
  ];
  // The owner's fonts for the files the build draws (content/fonts/): one it cannot read.
  const { findOwnerFontProblems, findOwnerFontWarnings } = await loadModule(
    'lib/fonts/owner-fonts.ts',
  );
  problems.push(...findOwnerFontProblems());
  fontWarnings = findOwnerFontWarnings();
  // Then, on content that is valid, the words of the files the build draws (the CV PDF, the share
  // images) that their fonts cannot draw: the build would stop on them deep in its pages.
  if (problems.length === 0) {
    const { findUndrawableWords } = await loadModule('lib/content/drawable.ts');
    problems.push(...findUndrawableWords());
  }
  // Then what the compiler would stop the build on, in files the rules above found no fault in
  // (a wrong value there is already named, in the schema's words). A rule's line names its file
  // after the language in a translation's (`language "id", content/translations/id/site.ts: …`).
  const faulty = new Set(problems.map(problemFile));
  problems.push(
    ...findContentTypeProblems(root, program).filter(
      (problem) => !faulty.has(problemFile(problem)),
    ),
  );
  samples = sampleWarningBlock([
    ...findSettingSamples(process.env, loadedEnvFiles),
    ...check.findCurrentSampleValues(SHORT),
  ]);
} catch (error) {
  if (languageProblems.length > 0) {
    // The rest stopped on a mistake of content/languages.ts (a list without a language, a
    // locale Intl refuses): its lines say which field to fix; the next run checks the rest.
    problems = languageProblems;
  } else {
    // A file that is not valid TypeScript (a missing comma, a stray quote): its name, line and
    // column, without the loader's stack.
    const message = String(error?.message ?? error).replace(/^ParseError:\s*/, '');
    printProblems(settingProblems, []);
    console.error(`✖ content/ could not be read: ${message.trim().replace(/\s*\n\s*/g, ' at ')}`);
    process.exit(1);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);

/**
 * The problems of the settings and of content/, under one line saying where they are; false when
 * there is none.
 */
function printProblems(inSettings, inContent) {
  const found = [...inSettings, ...inContent];
  if (found.length === 0) return false;
  const where = [inContent.length > 0 && 'content/', inSettings.length > 0 && 'settings']
    .filter(Boolean)
    .join(' and ');
  console.error(
    `✖ ${where}: ${found.length} problem${found.length === 1 ? '' : 's'}; fix them and run \`npm run check\` again:\n` +
      found.map((problem) => `  - ${problem}`).join('\n'),
  );
  return true;
}

if (!printProblems(settingProblems, problems)) {
  console.log(`✔ content/ checked: no problems (${seconds} s)`);
}
if (fontWarnings.length > 0) {
  console.warn(`\n⚠ ${fontWarnings.join('\n⚠ ')}`);
}
if (samples) console.warn(`\n⚠ ${samples}\n`);
process.exitCode = settingProblems.length + problems.length > 0 ? 1 : 0;
