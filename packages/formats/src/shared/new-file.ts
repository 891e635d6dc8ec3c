// A new file written the way a format's own tool starts one (msginit from a gettext template, lupdate
// for a new language, Visual Studio for a new culture): the format builds that blank file from the
// source locale's file, and the pulled texts are written over it as over any existing file.
import type { ParseOptions, SerializeOptions } from '../contract.ts';
import type { Entries } from '../model.ts';

/** What `fillNewFile` needs of a format. */
interface OverWriter {
  parse(content: string, options?: ParseOptions): Entries;
  serializeOver(entries: Entries, existing: string, options: SerializeOptions): string;
}

/**
 * `entries` written over `blank`, the file the format's tool creates for the locale: what the blank
 * holds and the entries do not (an untranslated gettext message, an unfinished Qt one) stays as the
 * tool left it, in the blank's order; entries the blank lacks follow.
 */
export function fillNewFile(
  entries: Entries,
  blank: string,
  options: SerializeOptions,
  format: OverWriter,
): string {
  const merged: Entries = new Map();
  const readOptions: ParseOptions = {
    ...(options.path !== undefined && { path: options.path }),
    ...(options.locale !== undefined && { locale: options.locale }),
  };
  format.parse(blank, readOptions).forEach((value, key) => {
    merged.set(key, entries.get(key) ?? value);
  });
  entries.forEach((value, key) => {
    if (!merged.has(key)) merged.set(key, value);
  });
  const { template: _template, ...rest } = options;
  return format.serializeOver(merged, blank, rest);
}
