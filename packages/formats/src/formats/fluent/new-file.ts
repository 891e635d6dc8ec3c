import { FluentParser, FluentSerializer } from '@fluent/syntax';
import type { Entries } from '../../model.ts';
import { rewriteFluent } from './rewrite.ts';

const parser = new FluentParser({ withSpans: false });
// What the parser cannot read stays in the file, as the rewrite keeps it.
const serializer = new FluentSerializer({ withJunk: true });

/**
 * A new translation file made from its source file as Pontoon and Crowdin write one: the source's
 * comments and groups with the translated messages in their place (the untranslated ones left out),
 * in the Fluent serializer's spelling, which is what their files are byte for byte (no blank line
 * between two messages, one before a comment, a blank line inside a pattern indented).
 */
export function serializeFromSource(entries: Entries, source: string): string {
  return serializer.serialize(parser.parse(rewriteFluent(entries, source)));
}
