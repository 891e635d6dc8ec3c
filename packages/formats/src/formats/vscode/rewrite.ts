import type { Entries } from '../../model.ts';
import type { JsonTree } from '../json/model.ts';
import { readJsonDocument } from '../json/read.ts';
import { editJson } from '../json/rewrite.ts';
import { splitHeader, VSCODE_ROOT } from './model.ts';
import { readVscodeDocument } from './read.ts';

/**
 * Writes texts over an existing NLS file in place: a changed text replaces only its string (or the
 * `message` of its object, the `comment` kept), a removed key goes whole, new ones follow the last as
 * strings; the bytes of everything else stay as written, a comment header (vscode-nls-dev's) too.
 */
export function rewriteVscode(entries: Entries, existing: string): string {
  // The comment header is read as spaces and put back as written (the edit only touches the root object).
  const { header, blanked, at } = splitHeader(existing);
  const doc = readJsonDocument(blanked, VSCODE_ROOT);
  const known = new Set(readVscodeDocument(doc).map((m) => m.key));
  const added: JsonTree = new Map();
  for (const [key, text] of entries) if (!known.has(key)) added.set(key, text);
  const edited = editJson(doc, {
    change: (path, { name, value }) => {
      const key = path[0] as string | undefined;
      if (key === undefined) {
        const text = entries.get(name);
        if (text === undefined) return { kind: 'drop' };
        if (value.type === 'object') return { kind: 'descend' };
        return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
      }
      if (path.length > 1 || name !== 'message') return { kind: 'keep' };
      const text = entries.get(key) as string;
      return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
    },
    additions: (path) => (path.length === 0 ? added : undefined),
  });
  return edited.slice(0, at) + header + edited.slice(at + header.length);
}
