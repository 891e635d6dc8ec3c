/**
 * A failure of the sync core that a person can act on. `file` and `line` point at the repository file
 * at fault, so the actions can annotate it.
 */
export class SyncError extends Error {
  override name = 'SyncError';
  readonly file: string | undefined;
  readonly line: number | undefined;

  constructor(message: string, where: { file?: string; line?: number } = {}) {
    super(message);
    this.file = where.file;
    this.line = where.line;
  }
}

/** A target path that would leave the repository, or go through a link; nothing is written. */
export class UnsafePathError extends SyncError {
  override name = 'UnsafePathError';
}
