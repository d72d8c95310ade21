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
 * Every compiler error in the files of `content/` (under `root`), one line each:
 * `content/<file>:<line>: <entry path>: <message>`; empty when the content compiles.
 */
export function findContentTypeProblems(root = process.cwd()): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the check runs
  const ts = require('typescript') as typeof TypeScript;
  const files = typeScriptFiles(path.join(root, 'content'));
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // content/ is plain data: no DOM, no test globals (Node's for the loader's `require`).
  const program = ts.createProgram(files, {
    ...options,
    noEmit: true,
    incremental: false,
    tsBuildInfoFile: undefined,
    plugins: [],
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
  });
  return files.flatMap((fileName) => {
    const file = program.getSourceFile(fileName);
    if (!file) return [];
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map(
      (diagnostic) => {
        const start = diagnostic.start ?? 0;
        const line = file.getLineAndCharacterOfPosition(start).line + 1;
        const entry = entryPath(ts, file, start);
        const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0]!;
        const message = text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
        const where = path.relative(root, fileName).split(path.sep).join('/');
        return `${where}:${line}: ${entry ? `${entry}: ` : ''}${message}`;
      },
    );
  });
}
