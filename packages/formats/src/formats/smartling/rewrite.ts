import type { Entries } from '../../model.ts';
import type { JsonObject } from '../json/items.ts';
import { membersOf, readJsonDocument } from '../json/read.ts';
import { editJson } from '../json/rewrite.ts';
import { checkNoDirectivesKey, DIRECTIVES_MEMBER, SMARTLING_ROOT } from './model.ts';
import { readSmartling, readSmartlingDocument } from './read.ts';

/**
 * Writes texts over an existing Smartling JSON file in place: a changed text replaces only its field
 * (its `description` and other members kept), a removed key's message goes whole, new keys follow the
 * root's last member. A new message is the `template`'s message of that key (the source file's) with
 * the text replaced: its instruction comes along, as Smartling delivers a translated file; without a
 * template it is `{"<field>": "…"}` in the first translate path's field. The directives and every
 * other byte stay as written.
 */
export function rewriteSmartling(entries: Entries, existing: string, template?: string): string {
  checkNoDirectivesKey(entries);
  const doc = readJsonDocument(existing, SMARTLING_ROOT);
  const file = readSmartlingDocument(doc);
  const fieldOf = new Map(file.messages.map((m) => [m.key, m.field]));
  const models = template === undefined ? undefined : templateMessages(template);
  const firstField = (file.directives.paths[0] as { field: string }).field;
  const added: JsonObject = new Map();
  for (const [key, text] of entries) {
    if (fieldOf.has(key)) continue;
    const model = models?.get(key);
    const field = model?.field ?? firstField;
    const message: JsonObject = new Map();
    for (const [name, value] of model?.members ?? [[field, text]])
      message.set(name, name === field ? text : value);
    added.set(key, message);
  }
  return editJson(doc, {
    change: (path, { name, value }) => {
      if (path.length === 0) {
        if (name === DIRECTIVES_MEMBER || !fieldOf.has(name)) return { kind: 'keep' };
        return entries.has(name) ? { kind: 'descend' } : { kind: 'drop' };
      }
      const key = path[0] as string;
      if (path.length > 1 || name !== fieldOf.get(key)) return { kind: 'keep' };
      const text = entries.get(key) as string;
      return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
    },
    additions: (path) => (path.length === 0 && added.size > 0 ? added : undefined),
  });
}

/** Each message of the source file: its text's field and its members that are texts, in order. */
function templateMessages(template: string): Map<string, { field: string; members: Map<string, string> }> {
  const file = readSmartling(template);
  const root = membersOf(file.doc.root);
  const out = new Map<string, { field: string; members: Map<string, string> }>();
  for (const message of file.messages) {
    const object = root.get(message.key)?.value;
    if (object === undefined) continue;
    const members = new Map<string, string>();
    for (const { name, value } of membersOf(object).values()) {
      if (value.type === 'string') members.set(name, value.value as string);
    }
    out.set(message.key, { field: message.field, members });
  }
  return out;
}
