import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { appendAll } from '../../shared/append.ts';
import { applyEdits, type Edit } from './edits.ts';
import { membersOf, type PhpArray, type PhpItem } from './model.ts';
import { phpLeaves, readPhp } from './read.ts';
import { rewriteAssigned } from './rewrite-assigned.ts';
import { doubleQuoted, nestKeys, type PhpLayout, renderItems, singleQuoted } from './write.ts';

/**
 * Writes `entries` over an existing language file, changing only what changed: a changed text is
 * replaced inside its own quotes (in the file's quote style), a removed text goes with its line (an
 * array left with no text goes whole), and new keys follow the last entry of the deepest array their
 * dotted key reaches. Comments, alignment, `array(…)` syntax, an earlier definition of a key written
 * twice and empty arrays stay as written.
 */
export function rewritePhp(
  entries: Entries,
  existing: string,
  /**
   * Written from the source group for a new locale: a key the source writes twice in one array is
   * written once, at its first place, with its text (not the earlier definition kept in the source's
   * language, which no translator would write).
   */
  newFile = false,
): string {
  const file = readPhp(existing);
  if (file.assigned) return rewriteAssigned(entries, existing, file);
  const leaves = phpLeaves(file);
  const text = existing;
  const edits: Edit[] = [];

  const lineStartOf = (offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
  const indentOf = (offset: number) => /^[ \t]*/.exec(text.slice(lineStartOf(offset)))?.[0] ?? '';
  const startsLine = (offset: number) => /^[ \t]*$/.test(text.slice(lineStartOf(offset), offset));
  const first = file.root.items[0];
  const unit = first && startsLine(first.start) ? indentOf(first.start) || '    ' : '    ';
  const layout: PhpLayout = {
    indent: unit,
    eol: file.eol,
    short: file.root.short,
    ...textStyleOf(file.root, text),
    ...lastCommaOf(file.root),
  };

  /** The end of the line `offset` is on, after its line break, when only a comment follows `offset`. */
  const restOfLine = (offset: number): number | undefined => {
    const match = /^[ \t]*(?:(?:\/\/|#)[^\n]*)?\n/.exec(text.slice(offset));
    // A one-line comment ends at "?>" too, but nothing in an array is followed by one.
    return match ? offset + match[0].length : undefined;
  };

  const removal = (item: PhpItem): Edit => {
    const end = item.comma === undefined ? item.end : item.comma + 1;
    const lineEnd = restOfLine(end);
    if (startsLine(item.start) && lineEnd !== undefined) {
      const start = lineStartOf(item.start);
      // An item standing between two blank lines takes one of them: the items around stay one blank
      // line apart (Pixelfed's `helpcenter.php` ends `'taggingPeople' => …` between two).
      BLANK_LINE.lastIndex = lineEnd;
      const blankAfter = BLANK_LINE.exec(text)?.[0];
      const blankBefore = start > 0 && /^[ \t]*\r?$/.test(text.slice(lineStartOf(start - 1), start - 1));
      return {
        start,
        end: lineEnd + (blankBefore && blankAfter !== undefined ? blankAfter.length : 0),
        text: '',
      };
    }
    const spaces = /^[ \t]*/.exec(text.slice(end))?.[0].length ?? 0;
    return { start: item.start, end: end + spaces, text: '' };
  };

  // New keys go to the deepest existing array their dotted key reaches.
  const byArray = new Map<PhpArray, Array<[string, string]>>();
  for (const [key, value] of entries) {
    if (leaves.has(key)) continue;
    let array = file.root;
    let rest = key;
    for (;;) {
      const dot = rest.indexOf('.');
      if (dot === -1) break;
      const child = membersOf(array).get(rest.slice(0, dot))?.value;
      if (child?.kind !== 'array') break;
      array = child;
      rest = rest.slice(dot + 1);
    }
    const clash = membersOf(array).get(rest);
    if (clash?.value.kind === 'array') {
      throw new FormatError(
        `"${key}" has a text, but the file holds an array under that name (line ${clash.line}): a PHP array cannot hold both; rename one of the keys`,
        { key, line: clash.line },
      );
    }
    const list = byArray.get(array) ?? [];
    list.push([rest, value]);
    byArray.set(array, list);
  }
  /** Plans the edits of one array into `out`; false when it held texts and none is left. */
  const visit = (array: PhpArray, path: readonly string[], out: Edit[]): boolean => {
    const members = membersOf(array);
    const removed: PhpItem[] = [];
    const firsts = newFile ? firstTextDefinitions(array, members) : new Map<string, PhpItem>();
    for (const item of array.items) {
      const first = firsts.get(item.key);
      if (first !== undefined && first !== item) {
        removed.push(item); // a later definition, in a new file: the first holds the text
        continue;
      }
      if (members.get(item.key) !== item && first === undefined) continue; // an earlier definition: kept as written
      const itemPath = [...path, item.key];
      if (item.value.kind === 'array') {
        const inner: Edit[] = [];
        if (visit(item.value, itemPath, inner) || item.value.items.length === 0) appendAll(out, inner);
        else removed.push(item);
        continue;
      }
      const key = itemPath.join('.');
      const leaf = leaves.get(key);
      const read = first === undefined ? item : members.get(item.key);
      if (leaf?.string !== read?.value) continue; // not the text Laravel reads: kept as written
      const value = entries.get(key);
      if (value === undefined) removed.push(item);
      else if (value !== item.value.value) {
        const quote = item.value.quote === "'" ? singleQuoted : doubleQuoted;
        out.push({ start: item.value.start, end: item.value.end, text: quote(value) });
      }
    }
    const removals = removed.map(removal);
    appendAll(out, removals);
    const gone = new Set(removed);
    const kept = array.items.filter((item) => !gone.has(item));
    // The array's last item goes and no key comes: the one now last ends as the array's last did.
    const last = kept.at(-1);
    const ended = array.items.at(-1);
    if (
      ended !== undefined &&
      gone.has(ended) &&
      ended.comma === undefined &&
      last?.comma !== undefined &&
      !byArray.has(array)
    )
      out.push({ start: last.comma, end: last.comma + 1, text: '' });
    anchors.set(array, { kept: kept.at(-1), removed: removed.at(-1), removal: removals.at(-1) });
    // An array that receives new keys stays, even when none of its own is left.
    return kept.length > 0 || byArray.has(array);
  };
  const anchors = new Map<PhpArray, { kept?: PhpItem; removed?: PhpItem; removal?: Edit }>();
  visit(file.root, [], edits);

  for (const [array, list] of byArray) {
    const { kept, removed, removal: gone } = anchors.get(array) ?? {};
    const taken = new Set(
      [...membersOf(array).values()].filter((item) => item.value.kind === 'string').map((item) => item.key),
    );
    const tree = nestKeys(list, taken);
    // The new keys end the array: its last one ends with a comma when the array's last did.
    const ending = array.items.at(-1);
    const arrayLayout = ending === undefined ? layout : { ...layout, lastComma: ending.comma !== undefined };
    const wholeLine =
      removed !== undefined && gone?.start === lineStartOf(removed.start) && text[gone.end - 1] === '\n';
    if (kept === undefined && removed !== undefined && gone !== undefined && wholeLine) {
      // Every entry of the array was removed: the new ones take the place of the last.
      edits.push({
        start: gone.end,
        end: gone.end,
        text: renderItems(tree, indentOf(removed.start), arrayLayout),
      });
      continue;
    }
    if (kept === undefined) {
      const outer = indentOf(array.open - 1);
      edits.push({
        start: array.open,
        end: array.open,
        text: layout.eol + renderItems(tree, outer + unit, arrayLayout) + outer,
      });
      continue;
    }
    if (kept.comma === undefined) edits.push({ start: kept.end, end: kept.end, text: ',' });
    const after = kept.comma === undefined ? kept.end : kept.comma + 1;
    const lineEnd = restOfLine(after);
    const indent = startsLine(kept.start) ? indentOf(kept.start) : indentOf(array.open - 1) + unit;
    const items = renderItems(tree, indent, arrayLayout);
    if (lineEnd !== undefined) edits.push({ start: lineEnd, end: lineEnd, text: items });
    else edits.push({ start: after, end: after, text: layout.eol + items.slice(0, -layout.eol.length) });
  }
  return applyEdits(text, edits);
}

/** The first of each key's definitions in `array`, for keys defined more than once, all as texts. */
function firstTextDefinitions(array: PhpArray, members: ReadonlyMap<string, PhpItem>): Map<string, PhpItem> {
  const firsts = new Map<string, PhpItem>();
  const seen = new Map<string, PhpItem>();
  for (const item of array.items) {
    const earlier = seen.get(item.key);
    if (earlier === undefined) seen.set(item.key, item);
    else if (earlier.value.kind === 'string' && members.get(item.key)?.value.kind === 'string')
      firsts.set(item.key, earlier);
  }
  return firsts;
}

const BLANK_LINE = /[ \t]*\r?\n/y;

/** Whether the file's arrays end with a comma, as its outermost one does; nothing when it is empty. */
function lastCommaOf(root: PhpArray): Pick<PhpLayout, 'lastComma'> {
  const last = root.items.at(-1);
  return last === undefined ? {} : { lastComma: last.comma !== undefined };
}

/**
 * How the file writes its texts: the spacing of `=>` and the quote of the first text whose key is
 * quoted the same way (`"a"=>"A"`); nothing when the file has no such text.
 */
function textStyleOf(root: PhpArray, text: string): Pick<PhpLayout, 'arrow' | 'quote'> {
  let found: Required<Pick<PhpLayout, 'arrow' | 'quote'>> | undefined;
  let seen = 0;
  // Iterative: nesting is bounded, but a file may have many items.
  const stack: PhpArray[] = [root];
  for (let array = stack.pop(); array !== undefined && seen < ARROW_SAMPLE; array = stack.pop()) {
    for (const item of array.items) {
      if (item.value.kind === 'array') {
        stack.push(item.value);
        continue;
      }
      const arrow = /[ \t]*=>[ \t]*$/.exec(text.slice(item.start, item.value.start))?.[0];
      if (arrow === undefined || text[item.start] !== item.value.quote) continue;
      seen++;
      // Arrows aligned in a column (`'keep'   =>`): the shortest is the file's own spacing.
      if (found === undefined || arrow.length < found.arrow.length)
        found = { arrow, quote: item.value.quote };
    }
  }
  return found ?? {};
}

/** Texts looked at to tell a file's `=>` spacing. */
const ARROW_SAMPLE = 64;
