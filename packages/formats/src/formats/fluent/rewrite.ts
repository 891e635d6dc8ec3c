import type { Entries } from '../../model.ts';
import { spliceFromEnd } from '../../shared/splice.ts';
import { writePattern } from './model.ts';
import { fluentEntries, readFluent } from './read.ts';
import { serializeFluent } from './write.ts';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Where the line holding `offset` starts, minus its line break: removing from there takes the line. */
function lineBreakBefore(content: string, offset: number): number {
  const lineStart = content.lastIndexOf('\n', offset - 1);
  if (lineStart <= 0) return Math.max(lineStart, 0);
  return content[lineStart - 1] === '\r' ? lineStart - 1 : lineStart;
}

/** The end of the line break after `offset`, if one follows at once. */
function afterLineBreak(content: string, offset: number): number {
  if (content.startsWith('\r\n', offset)) return offset + 2;
  if (content[offset] === '\n') return offset + 1;
  return offset;
}

/**
 * Writes `entries` over an existing Fluent file, splicing only what changed: an edited value or
 * attribute is replaced from its `=` to its end, a removed one takes its lines with it (a message
 * with no key left takes its attached comment), new attributes follow their message, and new
 * messages follow the file. Comments, group comments, Junk and unchanged entries keep their bytes.
 */
export function rewriteFluent(entries: Entries, existing: string): string {
  const file = readFluent(existing);
  const known = new Set(fluentEntries(file).map((entry) => entry.key));
  const edits: Edit[] = [];
  // New attributes by the message they belong to, in the order of the entries (one pass, not one per
  // message). Fluent identifiers hold no `.`, so `key` starts with `${id}.` exactly when this is id.
  const newAttributes = new Map<string, Array<[string, string]>>();
  for (const [key, text] of entries) {
    const dot = key.indexOf('.');
    if (dot === -1 || known.has(key)) continue;
    const id = key.slice(0, dot);
    const list = newAttributes.get(id) ?? [];
    list.push([key, text]);
    newAttributes.set(id, list);
  }
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  for (const item of file.items) {
    const keys = [...(item.value ? [item.value.key] : []), ...item.attributes.map((a) => a.key)];
    const kept = keys.filter((key) => entries.has(key));
    const addedAttributes = newAttributes.get(item.id) ?? [];
    const addsValue = !item.value && entries.has(item.id);
    if (kept.length === 0 && addedAttributes.length === 0 && !addsValue) {
      edits.push({ start: item.start, end: afterLineBreak(existing, item.end), text: '' });
      continue;
    }
    if (item.value) {
      const text = entries.get(item.value.key);
      if (text === undefined) edits.push({ start: item.value.start, end: item.value.end, text: '' });
      else if (text !== item.value.value)
        edits.push({
          start: item.value.start,
          end: item.value.end,
          text: writePattern(item.value.key, text),
        });
    } else if (addsValue) {
      edits.push({
        start: item.valueAt,
        end: item.valueAt,
        text: writePattern(item.id, entries.get(item.id) as string),
      });
    }
    for (const attribute of item.attributes) {
      const text = entries.get(attribute.key);
      if (text === undefined) {
        edits.push({
          start: lineBreakBefore(existing, attribute.attrStart),
          end: attribute.attrEnd,
          text: '',
        });
      } else if (text !== attribute.value) {
        edits.push({
          start: attribute.start,
          end: attribute.end,
          text: writePattern(attribute.key, text, '        '),
        });
      }
    }
    if (addedAttributes.length > 0) {
      const text = addedAttributes
        .map(
          ([key, value]) =>
            `${eol}    .${key.slice(item.id.length + 1)} =${writePattern(key, value, '        ')}`,
        )
        .join('');
      edits.push({ start: item.end, end: item.end, text });
    }
  }
  let out = spliceFromEnd(
    existing,
    edits.sort((a, b) => b.start - a.start),
  );
  const ids = new Set(file.items.map((item) => item.id));
  const added = new Map([...entries].filter(([key]) => !ids.has(groupId(key))));
  if (added.size > 0) {
    if (out !== '' && !out.endsWith('\n')) out += '\n';
    out += serializeFluent(added);
  }
  return out;
}

function groupId(key: string): string {
  const dot = key.indexOf('.');
  return dot === -1 ? key : key.slice(0, dot);
}
