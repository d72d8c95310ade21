/**
 * Which paths of the interface words are fields of their types (`CopyWords`, content/copy/*.ts):
 * what the words of every language are checked against. The default language's words cannot be
 * the reference on their own, as a field mistyped there ('eyebrw') would then be a word every
 * other language lacks. Pure: `readCopyFields` (./read-copy-fields.ts) has the compiler read them,
 * in `npm run check` only; without them a rule takes the default language's words as they are.
 */

/**
 * Which paths of the interface words are fields of their types ('homeCopy.work.lead'), and which
 * placeholders their comments say are filled.
 */
export interface CopyFields {
  /** Every field's path, down to each word: 'homeCopy.work', 'homeCopy.work.lead.one'. */
  readonly paths: ReadonlySet<string>;
  /** The paths of a count's words ({ one, other }), filled with {n}, {count} and {Count}. */
  readonly counted: ReadonlySet<string>;
  /** The paths of a record keyed by the owner: any key under them is a field. */
  readonly open: ReadonlySet<string>;
  /**
   * The placeholders the comment of a field or of its type names ('homeCopy.work.quickView' →
   * ['name']): what the code that fills the words says it fills, written where the words' writer
   * reads it. A word may have those of its field and of every field above it.
   */
  readonly placeholders: ReadonlyMap<string, readonly string[]>;
}

/** Whether `fieldPath` ('homeCopy.work.title') is a field of the copy types. */
export function isCopyField(fields: CopyFields, fieldPath: string): boolean {
  if (fields.paths.has(fieldPath)) return true;
  const parts = fieldPath.split('.');
  return parts.some((_, end) => end > 0 && fields.open.has(parts.slice(0, end).join('.')));
}

/** The placeholders the types' comments name for the word at `fieldPath`, and above it. */
export function documentedPlaceholders(fields: CopyFields, fieldPath: string): string[] {
  const parts = fieldPath.split('.');
  const names = parts.flatMap(
    (_, end) => fields.placeholders.get(parts.slice(0, end + 1).join('.')) ?? [],
  );
  return [...new Set(names)];
}
