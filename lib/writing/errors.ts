/** Thrown when a writing file breaks a rule; each problem names the file and the field or line. */
export class WritingError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid writing in content/:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'WritingError';
  }
}
