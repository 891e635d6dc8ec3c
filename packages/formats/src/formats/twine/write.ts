import type { Entries } from '../../model.ts';
import { encodeValue } from './rewrite.ts';

/**
 * Writes a new Twine file of one language as twine's `write` does: one `[[Strings]]` section (twine
 * names no default), each definition `\\t[key]` with its value `\\t\\tlang = value`.
 */
export function serializeTwine(entries: Entries, language: string): string {
  const lines = ['[[Strings]]'];
  for (const [key, text] of entries)
    lines.push(`\t[${key}]`, `\t\t${language} = ${encodeValue(text, key, language)}`);
  return `${lines.join('\n')}\n`;
}
