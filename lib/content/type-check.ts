/**
 * What the compiler would reject in `content/`, in the check's words: every `.ts` file under
 * `content/` type-checked on its own (a second or two, not the whole site), each error named by
 * file, line, entry path and what is wrong. The schemas catch a wrong value first; this catches
 * the rest of what `next build` would stop on, e.g. a missing interface word in a language's
 * `copy/`, a word of the wrong type in a translation or a mistyped field name. Server only; the
 * compiler is loaded only when the check runs.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type * as TypeScript from 'typescript';

/** The longest message kept: a compiler message can spell out a whole object type. */
const MESSAGE_MAX = 160;

/** Every `.ts` file under `folder`, sorted. */
function typeScriptFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return typeScriptFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/**
 * Where a position sits in the file's data, as a path: `homeCopy.work.lead`, `projects[2].name`
 * (the innermost node's enclosing properties, array elements and declared name).
 */
export function entryPath(ts: typeof TypeScript, file: TypeScript.SourceFile, position: number) {
  let node: TypeScript.Node | undefined = findInnermost(ts, file, position);
  const parts: string[] = [];
  while (node && node !== file) {
    const parent: TypeScript.Node | undefined = node.parent;
    if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      parts.unshift(node.name.getText(file).replace(/^['"]|['"]$/g, ''));
    } else if (parent && ts.isArrayLiteralExpression(parent)) {
      parts.unshift(`[${parent.elements.indexOf(node as TypeScript.Expression)}]`);
    } else if (ts.isVariableDeclaration(node)) {
      parts.unshift(node.name.getText(file));
    }
    node = parent;
  }
  return parts.join('.').replace(/\.\[/g, '[');
}

function findInnermost(ts: typeof TypeScript, node: TypeScript.Node, position: number) {
  let found = node;
  const visit = (child: TypeScript.Node) => {
    if (child.getStart() <= position && position < child.getEnd()) {
      found = child;
      ts.forEachChild(child, visit);
    }
  };
  ts.forEachChild(node, visit);
  return found;
}

/**
 * The `content/…` file (or folder) a problem line names, wherever the line names it: first in the
 * compiler's lines (`content/site.ts:8: …`), after the language in a translation's
 * (`language "id", content/translations/id/site.ts: …`); undefined for a line naming none.
 */
export function problemFile(problem: string): string | undefined {
  return /(?<![\w./-])content\/[^\s:,"'`()]+/.exec(problem)?.[0];
}

/** The compiler's details `plainCompilerMessage` rewords, by the TypeScript message each is. */
const DESCENDS_INTO = /^Types of property '([^']+)' are incompatible/;
const MISSING_FIELD = /^Property '([^']+)' is missing in type /;
const MISSING_FIELDS =
  /is missing the following properties from type .*': (.+?)(?:, and (\d+) more)?\.?$/;
const UNKNOWN_FIELD =
  /^Object literal may only specify known properties, (?:and|but) '([^']+)' does not exist in type .*?(?:Did you mean to write '([^']+)'\?)?$/;
const TEXT_FOR_COUNT = /^Type '(?:string|number|boolean)' is not assignable to type 'CountedText'/;

/**
 * The compiler's words for the mistakes an owner makes most, in the check's: a field missing, a
 * field the type does not have (often a typo), a count's words written as one text. The field's
 * name is in the message's details (`chain`, one a line), past where its first line would be cut
 * and after the whole object's type spelt out; the property names of "Types of property 'x' are
 * incompatible" details lead to it. Undefined for any other message, which is kept as it is.
 */
export function plainCompilerMessage(chain: string): string | undefined {
  const within: string[] = [];
  const field = (name: string) => `"${[...within, name.replace(/^'|'$/g, '')].join('.')}"`;
  for (const line of chain.split('\n').map((detail) => detail.trim())) {
    const into = DESCENDS_INTO.exec(line);
    if (into) {
      within.push(into[1]!);
      continue;
    }
    const missing = MISSING_FIELD.exec(line);
    if (missing) return `field ${field(missing[1]!)} is missing`;
    const missingSeveral = MISSING_FIELDS.exec(line);
    if (missingSeveral) {
      const names = missingSeveral[1]!.split(', ').map(field).join(', ');
      const more = missingSeveral[2] ? ` and ${missingSeveral[2]} more` : '';
      return `fields ${names}${more} are missing`;
    }
    const unknown = UNKNOWN_FIELD.exec(line);
    if (unknown) {
      const meant = unknown[2] ? ` (did you mean ${field(unknown[2])}?)` : '';
      return `unknown field ${field(unknown[1]!)}${meant}`;
    }
    if (TEXT_FOR_COUNT.test(line)) {
      const where = within.length > 0 ? `field "${within.join('.')}": ` : '';
      return `${where}write the words for a count as { one: '…', other: '…' }: one for a count of 1, other for any other count`;
    }
  }
  return undefined;
}

/**
 * The compiler's program over every `.ts` file of `content/` (under `root`), as `next build` would
 * compile them: what `findContentTypeProblems` checks, and what `readCopyFields`
 * (lib/i18n/read-copy-fields.ts) reads the interface words' fields from. `npm run check` makes it
 * once for both, rather than one program each.
 */
export function contentProgram(root = process.cwd()): TypeScript.Program {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the check runs
  const ts = require('typescript') as typeof TypeScript;
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // content/ is plain data: no DOM, no test globals (Node's for the loader's `require`).
  return ts.createProgram(typeScriptFiles(path.join(root, 'content')), {
    ...options,
    noEmit: true,
    incremental: false,
    tsBuildInfoFile: undefined,
    plugins: [],
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
  });
}

/**
 * Every compiler error in the files of `content/` (under `root`), one line each:
 * `content/<file>:<line>: <entry path>: <message>`; empty when the content compiles.
 */
export function findContentTypeProblems(
  root = process.cwd(),
  program = contentProgram(root),
): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the check runs
  const ts = require('typescript') as typeof TypeScript;
  return program.getRootFileNames().flatMap((fileName) => {
    const file = program.getSourceFile(fileName);
    if (!file) return [];
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (diagnostic) => {
        const start = diagnostic.start ?? 0;
        const line = file.getLineAndCharacterOfPosition(start).line + 1;
        const entry = entryPath(ts, file, start);
        const chain = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        const text = chain.split('\n')[0]!;
        const message =
          plainCompilerMessage(chain) ??
          (text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text);
        const where = path.relative(root, fileName).split(path.sep).join('/');
        return `${where}:${line}: ${entry ? `${entry}: ` : ''}${message}`;
      },
    );
  });
}
