import type { Entries } from '../../model.ts';
import type { JsonObject } from '../json/items.ts';
import { renderTree } from '../json/write.ts';
import { STRING_FIELD } from './model.ts';

/** How `serializeStructured` writes. */
export interface StructuredWriteOptions {
  indent?: string;
  trailingNewline?: boolean;
}

/**
 * Writes a file from nothing, with no source file to copy notes from: one `"key": {"string": "…"}`
 * member per entry, in the order given, a dotted key as one name.
 */
export function serializeStructured(entries: Entries, options: StructuredWriteOptions = {}): string {
  const tree: JsonObject = new Map([...entries].map(([key, text]) => [key, new Map([[STRING_FIELD, text]])]));
  const text = renderTree(
    tree,
    { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify },
    '',
  );
  return options.trailingNewline === false ? text : `${text}\n`;
}
