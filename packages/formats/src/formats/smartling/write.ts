import type { Entries } from '../../model.ts';
import type { JsonObject, JsonValue } from '../json/items.ts';
import { renderTree } from '../json/write.ts';
import { checkNoDirectivesKey, DIRECTIVES_MEMBER } from './model.ts';

/** How `serializeSmartling` writes. */
export interface SmartlingWriteOptions {
  indent?: string;
  trailingNewline?: boolean;
}

/** The field a file written from nothing keeps its texts in (Signal Desktop's). */
const FIELD = 'messageformat';

/**
 * Writes a file from nothing, with no source file to copy directives from: the directives Signal
 * Desktop's files open with (each member's `messageformat` its text, an ICU message, its
 * `description` the translator's instruction), then one `{"messageformat": "…"}` per entry.
 */
export function serializeSmartling(entries: Entries, options: SmartlingWriteOptions = {}): string {
  checkNoDirectivesKey(entries);
  const block: JsonObject = new Map([
    ['path', `*/${FIELD}`],
    ['key', `{*}/${FIELD}`],
    ['instruction', '*/description'],
  ]);
  const directives: JsonObject = new Map<string, JsonValue>([
    ['string_format_paths', `icu: [*/${FIELD}]`],
    ['translate_paths', { kind: 'list', items: new Map([[0, block]]) }],
  ]);
  const tree: JsonObject = new Map([[DIRECTIVES_MEMBER, directives]]);
  for (const [key, text] of entries) tree.set(key, new Map([[FIELD, text]]));
  const text = renderTree(
    tree,
    { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify },
    '',
  );
  return options.trailingNewline === false ? text : `${text}\n`;
}
