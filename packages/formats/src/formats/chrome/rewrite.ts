import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import type { JsonTree } from '../json/model.ts';
import { readJsonDocument } from '../json/read.ts';
import { editJson } from '../json/rewrite.ts';
import { CHROME_ROOT } from './model.ts';
import { readChromeDocument } from './read.ts';
import { checkWritableName, messageTree, templateMembers } from './write.ts';

/**
 * Writes texts over an existing messages.json in place: a changed text replaces only its `message`
 * value, a removed message goes whole, new ones follow the last (with the source's description and placeholders);
 * descriptions, placeholders and the bytes of everything else stay as written.
 */
export function rewriteChrome(entries: Entries, existing: string, options: SerializeOptions): string {
  const doc = readJsonDocument(existing, CHROME_ROOT);
  const known = new Set(readChromeDocument(doc).map((m) => m.name));
  const members = templateMembers(options.template);
  const added: JsonTree = new Map();
  for (const [name, text] of entries) {
    if (known.has(name)) continue;
    checkWritableName(name);
    added.set(name, messageTree(text, members.get(name)));
  }
  return editJson(doc, {
    change: (path, { name, value }) => {
      if (path.length === 0) return entries.has(name) ? { kind: 'descend' } : { kind: 'drop' };
      if (path.length > 1 || name !== 'message') return { kind: 'keep' };
      const text = entries.get(path[0] as string) as string;
      return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
    },
    additions: (path) => (path.length === 0 ? added : undefined),
  });
}
