/** A translation file that cannot be read or written, with where the problem is. */
export class FormatError extends Error {
  override name = 'FormatError';
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly key: string | undefined;

  constructor(message: string, where: { line?: number; column?: number; key?: string } = {}) {
    super(message);
    this.line = where.line;
    this.column = where.column;
    this.key = where.key;
  }
}
