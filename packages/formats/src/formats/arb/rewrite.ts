import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import type { JsonTree } from '../json/model.ts';
import { readJsonDocument } from '../json/read.ts';
import { editJson } from '../json/rewrite.ts';
import { ARB_ROOT, readArbDocument } from './read.ts';

/**
 * Writes messages over an existing ARB file in place: a changed message is replaced where it
 * stands, a removed one goes with its `@key` block, new ones follow the last member; globals and
 * the metadata of kept messages stay as written (`@@locale` is updated when a locale is given).
 */
export function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  return writeOver(entries, existing, options, false);
}

/**
 * A new locale's file written from the source file as Weblate writes one (FluffyChat's
 * `intl_la.arb`): each translated message with the source's `@key` block after it, in the source's
 * order and spacing, and `@@locale` the new locale's where the source has one. Its
 * `@@last_modified` is not copied: it dates the source's last edit, not this file's.
 */
export function serializeFromSource(entries: Entries, source: string, options: SerializeOptions): string {
  return writeOver(entries, source, options, true);
}

function writeOver(entries: Entries, existing: string, options: SerializeOptions, fresh: boolean): string {
  const doc = readJsonDocument(existing, ARB_ROOT);
  const file = readArbDocument(doc);
  const added: JsonTree = new Map();
  for (const [key, value] of entries) {
    if (!file.entries.has(key)) added.set(key, value);
  }
  return editJson(doc, {
    change: (_path, { name, value }) => {
      if (name === '@@locale' && options.locale !== undefined && value.value !== options.locale) {
        return { kind: 'value', value: options.locale };
      }
      if (name.startsWith('@@'))
        return fresh && name === '@@last_modified' ? { kind: 'drop' } : { kind: 'keep' };
      if (name.startsWith('@')) {
        const message = name.slice(1);
        return file.entries.has(message) && !entries.has(message) ? { kind: 'drop' } : { kind: 'keep' };
      }
      const text = entries.get(name);
      if (text === undefined) return { kind: 'drop' };
      return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
    },
    additions: (path) => (path.length === 0 ? added : undefined),
  });
}
