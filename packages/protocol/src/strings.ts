// String rules that the schemas and the repository side share, without zod: a module apart so that
// using them builds no schema (a client bundle reaches them without `sync-schemas.ts`).

/** True when `p` is relative, uses `/`, and has no `..`, drive letter, backslash or NUL. */
export function isSafeRelativePath(p: string): boolean {
  if (p.length === 0 || p.includes('\0') || p.includes('\\')) return false;
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) return false;
  return p.split('/').every((part) => part !== '..' && part !== '');
}

/** Splits `de,fr`, `de, fr` or newline-separated lists into trimmed, non-empty items. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A value from outside for a message: short ones as they are (JSON-quoted), long ones cut to their
 * first 40 characters and their length, so an answer or log line never carries a megabyte-long
 * identifier (docs/protocol.md, Limits: a message quotes at most 80 characters of it).
 */
export function shown(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return value.length <= 80
    ? JSON.stringify(value)
    : `${JSON.stringify(value.slice(0, 40))}… (${value.length} characters)`;
}
