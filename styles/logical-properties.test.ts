/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every style is written with logical properties (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`), so a page in a language written right to left (`<html dir="rtl">`) is
 * laid out from the right with no style of its own. A physical one (`margin-left`, `right: 0`,
 * `text-align: left`) stays on the left in Arabic: this names each, with its file and line.
 */
const PHYSICAL =
  /^\s*(?:(?:margin|padding|border|inset)-(?:left|right)(?:-\w+)?|left|right)\s*:|text-align:\s*(?:left|right)\b|float:\s*(?:left|right)\b/;

/** The physical ones that stay physical, each for its reason: a drawing (the search icon's handle). */
const KEPT = new Set(['components/search/SearchButton.module.scss: border-left: 2px solid;']);

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.scss') ? [full] : [];
  });
}

it('every stylesheet lays out along the line, not to the left or right', () => {
  const found = ['app', 'components', 'styles'].flatMap((folder) =>
    stylesheets(folder).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          if (!PHYSICAL.test(line)) return [];
          const entry = `${file}: ${line.trim()}`;
          return KEPT.has(entry) ? [] : [`${file}:${index + 1}: ${line.trim()}`];
        }),
    ),
  );
  expect(found).toEqual([]);
});
