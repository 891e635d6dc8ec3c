import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { writePattern } from './model.ts';

const IDENTIFIER = /^-?[a-zA-Z][a-zA-Z0-9_-]*$/;

/** A key split into its message or term id and attribute name; refuses what Fluent cannot name. */
export function splitKey(key: string): { id: string; attribute: string | undefined } {
  const dot = key.indexOf('.');
  const id = dot === -1 ? key : key.slice(0, dot);
  const attribute = dot === -1 ? undefined : key.slice(dot + 1);
  if (
    !IDENTIFIER.test(id) ||
    (attribute !== undefined && !IDENTIFIER.test(attribute)) ||
    attribute?.startsWith('-')
  ) {
    throw new FormatError(
      `key "${key}" is not a Fluent name: a message is [a-zA-Z][a-zA-Z0-9_-]*, a term the same after "-", an attribute "message.attribute"; rename the key`,
      { key },
    );
  }
  return { id, attribute };
}

/** One message or term as Fluent source (ending with a line break): its value, then its attributes. */
export function writeItem(
  id: string,
  value: string | undefined,
  attributes: Array<[string, string]>,
): string {
  if (value === undefined && (id.startsWith('-') || attributes.length === 0)) {
    throw new FormatError(
      `term "${id}" has attributes but no value; Fluent requires a term to have a value`,
      {
        key: id,
      },
    );
  }
  let out = `${id} =${value === undefined ? '' : writePattern(id, value)}`;
  for (const [name, text] of attributes)
    out += `\n    .${name} =${writePattern(`${id}.${name}`, text, '        ')}`;
  return `${out}\n`;
}

/** Groups keys by message or term, in the order each message or term first appears. */
export function groupKeys(
  entries: Iterable<[string, string]>,
): Map<string, { value?: string; attributes: Array<[string, string]> }> {
  const groups = new Map<string, { value?: string; attributes: Array<[string, string]> }>();
  for (const [key, text] of entries) {
    const { id, attribute } = splitKey(key);
    let group = groups.get(id);
    if (!group) {
      group = { attributes: [] };
      groups.set(id, group);
    }
    if (attribute === undefined) group.value = text;
    else group.attributes.push([attribute, text]);
  }
  return groups;
}

/** Writes entries as a Fluent file from nothing, one message or term per key group, in the order given. */
export function serializeFluent(entries: Entries): string {
  return [...groupKeys(entries)].map(([id, group]) => writeItem(id, group.value, group.attributes)).join('');
}
