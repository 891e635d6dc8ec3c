import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import type { TMap, TMember, TString } from '../../shared/tree.ts';
import type { Json5Document, Json5Text } from './model.ts';
import { readJson5Document } from './scan.ts';

/** A JSON5 file's texts: entries, and the member each key's text is read from. */
export interface Json5File {
  doc: Json5Document;
  entries: Entries;
  texts: Map<string, Json5Text>;
  /** Whether any value is an object (a nested file). */
  nested: boolean;
}

/**
 * Reads a JSON5 file as JSON is read (see the JSON format): string values, nested objects as keys
 * joined with `.`. A name written twice keeps its last value, as JSON5.parse does, with a warning.
 */
export function readJson5(content: string, options: ParseOptions = {}): Json5File {
  const doc = readJson5Document(content);
  const entries: Entries = new Map();
  const texts = new Map<string, Json5Text>();
  const origin = new Map<string, string>();
  let nested = false;
  // Recursion follows nesting, which readJson5Document bounds by LIMITS.maxDepth.
  const walk = (map: TMap, path: string[]): void => {
    const seen = new Map<string, TMember>();
    for (const member of map.members) {
      const earlier = seen.get(member.name);
      if (earlier) {
        options.warn?.({
          message: `"${member.name}" is defined twice (lines ${earlier.line} and ${member.line}); the last value is used`,
          line: member.line,
          key: [...path, member.name].join(DEFAULT_DELIMITER),
        });
      }
      seen.set(member.name, member);
    }
    for (const member of map.members) {
      if (seen.get(member.name) !== member) continue;
      const at = [...path, member.name];
      const key = at.join(DEFAULT_DELIMITER);
      const { value } = member;
      if (value.kind === 'string') {
        checkKeyLength(key, member.line);
        const other = origin.get(key);
        if (other !== undefined) {
          throw new FormatError(
            `key "${key}" is written twice, as "${other}" and "${at.join('" > "')}"; keep one of them`,
            { key, line: member.line },
          );
        }
        origin.set(key, at.join('" > "'));
        entries.set(key, value.value);
        texts.set(key, { key, member: member as TMember & { value: TString }, parent: map });
        checkEntryCount(entries.size, member.line);
      } else if (value.kind === 'map') {
        nested = true;
        walk(value, at);
      } else {
        const what = value.kind === 'list' ? 'an array' : `a ${doc.text.slice(value.start, value.end)}`;
        throw new FormatError(`key "${key}" has ${what} value; only strings and objects are allowed`, {
          key,
          line: member.line,
        });
      }
    }
  };
  walk(doc.root, []);
  return { doc, entries, texts, nested };
}
