/**
 * The fields of the interface words' types, as the compiler reads them (see ./copy-fields.ts).
 * Server only, and imported by `npm run check` (scripts/check/index.mjs) and the tests alone: the
 * build's own run of the content check (the root layout) would otherwise bundle the compiler.
 */
import 'server-only';
import path from 'node:path';
import type * as TypeScript from 'typescript';
import type { CopyFields } from '@/lib/i18n/copy-fields';
import { placeholdersOf } from '@/lib/i18n/word-rules';

/** The name of the interface that lists every module of the interface words. */
const COPY_WORDS = 'CopyWords';
/** The file declaring it, from the project's root. */
const COPY_WORDS_FILE = 'content/translations/types.ts';

/** A program of the file declaring `CopyWords` alone, with what it imports. */
function copyWordsProgram(ts: typeof TypeScript, fileName: string): TypeScript.Program {
  // Types only, no test or DOM globals: the few files of content/copy/ and the standard library.
  return ts.createProgram([fileName], {
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
}

/**
 * The fields of `CopyWords` read from the types under `root`, or undefined when the compiler
 * cannot read them (the check then takes the default language's words as they are). From
 * `program` when it holds the file (`npm run check` passes the content's, lib/content/type-check.ts),
 * else from a program of that file alone.
 */
export function readCopyFields(
  root = process.cwd(),
  program?: TypeScript.Program,
): CopyFields | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the check runs
  const ts = require('typescript') as typeof TypeScript;
  const fileName = path.join(root, COPY_WORDS_FILE);
  const source = program?.getSourceFile(fileName) ? program : copyWordsProgram(ts, fileName);
  const file = source.getSourceFile(fileName);
  const declaration = file?.statements.find(
    (statement): statement is TypeScript.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === COPY_WORDS,
  );
  if (!declaration) return undefined;
  const checker = source.getTypeChecker();
  const paths = new Set<string>();
  const counted = new Set<string>();
  const open = new Set<string>();
  const placeholders = new Map<string, string[]>();
  // What a comment says is filled in ('{name} is the project's name'), by the field it is on.
  const note = (at: string, symbol: TypeScript.Symbol | undefined) => {
    const names = placeholdersOf(ts.displayPartsToString(symbol?.getDocumentationComment(checker)));
    if (names.length > 0) {
      placeholders.set(at, [...new Set([...(placeholders.get(at) ?? []), ...names])]);
    }
  };
  const isObject = (type: TypeScript.Type): boolean =>
    Boolean(type.flags & ts.TypeFlags.Object) ||
    (type.isUnionOrIntersection() && type.types.every(isObject));
  const visit = (type: TypeScript.Type, at: string) => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol?.name === 'CountedText') counted.add(at);
    // The type's own comment: a count's words ({n}, {count}, {Count}), the contact form's.
    note(at, symbol);
    // A word, a list of words: nothing under them is a field of its own.
    if (checker.isArrayType(type) || checker.isTupleType(type)) return;
    if (!isObject(type)) return;
    if (checker.getIndexInfosOfType(type).length > 0) open.add(at);
    for (const property of checker.getPropertiesOfType(type)) {
      const fieldPath = at ? `${at}.${property.name}` : property.name;
      paths.add(fieldPath);
      note(fieldPath, property);
      visit(checker.getNonNullableType(checker.getTypeOfSymbol(property)), fieldPath);
    }
  };
  visit(checker.getTypeAtLocation(declaration.name), '');
  return paths.size > 0 ? { paths, counted, open, placeholders } : undefined;
}
