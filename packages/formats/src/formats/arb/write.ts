import type { Entries } from '../../model.ts';
import { withTrailingNewline } from '../../shared/lines.ts';

/** How `serializeArb` writes. */
export interface ArbWriteOptions {
  locale?: string;
  indent?: string;
  trailingNewline?: boolean;
  /** Metadata to keep: globals first as given, each `@key` right after its message. */
  metadata?: Map<string, unknown>;
}

/** Writes an ARB file: `@@locale` (when given) and other globals, then each message and its `@key`. */
export function serializeArb(entries: Entries, options: ArbWriteOptions = {}): string {
  const indent = options.indent ?? '  ';
  const metadata = new Map(options.metadata);
  if (options.locale !== undefined) metadata.set('@@locale', options.locale);
  const pairs: Array<[string, unknown]> = [];
  const globals = [...metadata].filter(([name]) => name.startsWith('@@'));
  // `@@locale` leads, as Flutter's gen-l10n writes it.
  globals.sort(([a], [b]) => Number(b === '@@locale') - Number(a === '@@locale'));
  pairs.push(...globals);
  for (const [key, value] of entries) {
    pairs.push([key, value]);
    if (metadata.has(`@${key}`)) pairs.push([`@${key}`, metadata.get(`@${key}`)]);
  }
  // Written by hand, not JSON.stringify on an object: an object would move number-like names first.
  const body = pairs
    .map(
      ([name, value]) =>
        `${indent}${JSON.stringify(name)}: ${JSON.stringify(value, null, indent).replace(/\n/g, `\n${indent}`)}`,
    )
    .join(',\n');
  const text = pairs.length === 0 ? '{}' : `{\n${body}\n}`;
  return withTrailingNewline(text, options.trailingNewline ?? true);
}
