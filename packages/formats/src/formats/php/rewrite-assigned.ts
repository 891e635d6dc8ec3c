import type { Entries } from '../../model.ts';
import { applyEdits, type Edit } from './edits.ts';
import { membersOf, type PhpFile, type PhpItem } from './model.ts';
import { doubleQuoted, singleQuoted } from './write.ts';

/**
 * Writes `entries` over a file of assignments (`$string['x'] = '…';`), changing only what changed: a
 * changed text is replaced inside its own quotes, a removed text goes with its line, and a new key
 * is a statement of its own after the last text kept, assigned to that text's variable with the
 * file's spacing around `=` (`$labels['new'] = '…';`). The header comment, the `$labels = [];` that
 * starts an array, Moodle's guard and an earlier assignment of a key assigned twice stay as written.
 */
export function rewriteAssigned(entries: Entries, text: string, file: PhpFile): string {
  const { root, eol } = file;
  const members = membersOf(root);
  const edits: Edit[] = [];
  const lineStartOf = (offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
  const lineEndAfter = (offset: number): number | undefined => {
    const match = /^[ \t]*(?:(?:\/\/|#)[^\n]*)?\n/.exec(text.slice(offset));
    return match ? offset + match[0].length : undefined;
  };

  let last: PhpItem | undefined;
  let lastRemoved: { item: PhpItem; end: number } | undefined;
  for (const item of root.items) {
    if (members.get(item.key) !== item || item.value.kind !== 'string') continue; // an earlier one: kept
    const value = entries.get(item.key);
    if (value === undefined) {
      const semicolon = (item.comma as number) + 1;
      const lineEnd = lineEndAfter(semicolon);
      const alone = /^[ \t]*$/.test(text.slice(lineStartOf(item.start), item.start));
      const removal =
        alone && lineEnd !== undefined
          ? { start: lineStartOf(item.start), end: lineEnd, text: '' }
          : { start: item.start, end: semicolon, text: '' };
      edits.push(removal);
      lastRemoved = { item, end: removal.end };
      continue;
    }
    last = item;
    if (value !== item.value.value) {
      const quote = item.value.quote === "'" ? singleQuoted : doubleQuoted;
      edits.push({ start: item.value.start, end: item.value.end, text: quote(value) });
    }
  }

  const added = [...entries].filter(([key]) => !members.has(key));
  if (added.length === 0) return applyEdits(text, edits);
  const model = last ?? lastRemoved?.item ?? root.items.at(-1);
  const variable = model?.variable ?? 'string';
  const equals =
    model === undefined || model.value.kind !== 'string'
      ? ' = '
      : (/\][ \t]*=[ \t]*$/.exec(text.slice(model.start, model.value.start))?.[0].slice(1) ?? ' = ');
  const lines = added.map(
    ([key, value]) => `$${variable}[${singleQuoted(key)}]${equals}${singleQuoted(value)};${eol}`,
  );
  let at: number;
  let before = '';
  if (last !== undefined) {
    const semicolon = (last.comma as number) + 1;
    const lineEnd = lineEndAfter(semicolon);
    at = lineEnd ?? semicolon;
    if (lineEnd === undefined) before = eol;
  } else if (lastRemoved !== undefined) {
    at = lastRemoved.end;
  } else {
    // No text yet: after the statements that start the file (`$labels = [];`), before "?>".
    at = root.close;
    if (!/\n[ \t]*$/.test(text.slice(0, at))) before = eol;
  }
  const block = before + lines.join('');
  edits.push({
    start: at,
    end: at,
    text: before !== '' && at === text.length ? block.slice(0, -eol.length) : block,
  });
  return applyEdits(text, edits);
}
