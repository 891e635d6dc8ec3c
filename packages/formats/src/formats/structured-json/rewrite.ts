import type { Entries } from '../../model.ts';
import type { JsonObject } from '../json/items.ts';
import { membersOf, readJsonDocument } from '../json/read.ts';
import { editJson } from '../json/rewrite.ts';
import { COPIED_FIELDS, STRING_FIELD, STRUCTURED_ROOT } from './model.ts';
import { readStructuredDocument } from './read.ts';

/**
 * Writes texts over an existing structured JSON file in place: a changed text replaces only its
 * `string` (its `context`, `developer_comment`, `character_limit` kept), a removed key's message goes
 * whole (and a group left empty with it), new keys follow the root's last member as
 * `{"string": "…"}`, with the `context` and `developer_comment` of the `template`'s message of that
 * key. Every other byte stays as written.
 */
export function rewriteStructured(entries: Entries, existing: string, template?: string): string {
  const doc = readJsonDocument(existing, STRUCTURED_ROOT);
  const known = new Set(readStructuredDocument(doc).map((m) => m.key));
  const notes = template === undefined ? undefined : templateNotes(template);
  const added: JsonObject = new Map();
  for (const [key, text] of entries) {
    if (known.has(key)) continue;
    // The notes first, as Transifex writes them (`{"context": "…", "string": "…"}`).
    const message: JsonObject = new Map(notes?.get(key) ?? []);
    message.set(STRING_FIELD, text);
    added.set(key, message);
  }
  return editJson(doc, {
    change: (path, { name, value }) => {
      const parent = path.join('.');
      // Inside a message: only its `string` is a text.
      if (path.length > 0 && known.has(parent)) {
        if (name !== STRING_FIELD) return { kind: 'keep' };
        const text = entries.get(parent) as string;
        return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
      }
      const key = path.length > 0 ? `${parent}.${name}` : name;
      if (known.has(key)) return entries.has(key) ? { kind: 'descend' } : { kind: 'drop' };
      return { kind: 'descend' };
    },
    additions: (path) => (path.length === 0 && added.size > 0 ? added : undefined),
  });
}

/** The `context` and `developer_comment` of each message of the source file, by key. */
function templateNotes(template: string): Map<string, Map<string, string>> {
  const doc = readJsonDocument(template, STRUCTURED_ROOT);
  const keys = new Set(readStructuredDocument(doc).map((m) => m.key));
  const notes = new Map<string, Map<string, string>>();
  const walk = (object: NonNullable<typeof doc.root>, prefix: string): void => {
    for (const { name, value } of membersOf(object).values()) {
      const key = prefix + name;
      if (value.type !== 'object') continue;
      if (!keys.has(key)) {
        walk(value, `${key}.`);
        continue;
      }
      const fields = membersOf(value);
      const copied = new Map<string, string>();
      for (const field of COPIED_FIELDS) {
        const note = fields.get(field)?.value;
        if (note?.type === 'string') copied.set(field, note.value as string);
      }
      notes.set(key, copied);
    }
  };
  walk(doc.root, '');
  return notes;
}
