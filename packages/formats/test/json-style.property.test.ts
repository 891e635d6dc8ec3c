import fc from 'fast-check';
import { type Node, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { arb } from '../src/formats/arb/index.ts';
import { json } from '../src/formats/json/index.ts';
import type { Entries, Structure } from '../src/index.ts';

/**
 * A file written in a style of its own (colon spacing, indent unit, one line or not, the space after
 * a comma) gains new keys: every member of the result, old and new, is written in that one style.
 */

const name = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const key = fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const text = fc.string({ unit: fc.constantFrom('x', ' ', '"', 'é'), maxLength: 4 });
const entries = fc
  .uniqueArray(fc.tuple(key, text), { selector: ([k]) => k, minLength: 1, maxLength: 10 })
  .map((pairs): Entries => new Map(pairs));

const style = fc.record({
  colon: fc.constantFrom(': ', ' : ', ':', ' :'),
  unit: fc.constantFrom('  ', '    ', '\t', ''),
  comma: fc.constantFrom(',', ', '),
});
type Style = typeof style extends fc.Arbitrary<infer T> ? T : never;
type Tree = Map<string, string | Tree>;

function treeOf(entries: Entries, structure: Structure): Tree {
  const root: Tree = new Map();
  for (const [key, value] of entries) {
    const parts = structure === 'nested' ? key.split('.') : [key];
    let node = root;
    for (const part of parts.slice(0, -1)) {
      let child = node.get(part);
      if (!(child instanceof Map)) {
        child = new Map();
        node.set(part, child);
      }
      node = child;
    }
    node.set(parts.at(-1) as string, value);
  }
  return root;
}

/** The file as a person with this style would write it (one line when the unit is empty). */
function render(tree: Tree, { colon, unit, comma }: Style, indent = ''): string {
  const inner = indent + unit;
  const members = [...tree].map(
    ([name, value]) =>
      `${JSON.stringify(name)}${colon}${typeof value === 'string' ? JSON.stringify(value) : render(value, { colon, unit, comma }, inner)}`,
  );
  if (members.length === 0) return '{}';
  if (unit === '') return `{${members.join(comma)}}`;
  return `{\n${inner}${members.join(`,\n${inner}`)}\n${indent}}`;
}

/** Keys with no nested form (a key that is also a prefix of another) are left out. */
function nestable(entries: Entries): boolean {
  const keys = [...entries.keys()];
  return !keys.some((k) => keys.some((other) => other.startsWith(`${k}.`)));
}

function hasSeveralMembers(tree: Tree): boolean {
  return (
    tree.size > 1 || [...tree.values()].some((value) => value instanceof Map && hasSeveralMembers(value))
  );
}

/** Every member of the written file in the style: its colon, its indent, what follows its comma. */
function expectOneStyle(written: string, { colon, unit, comma }: Style, commaShown: boolean): void {
  const visit = (object: Node, depth: number): void => {
    const properties = object.children ?? [];
    properties.forEach((property, i) => {
      const [nameNode, value] = property.children as [Node, Node];
      expect(written.slice(nameNode.offset + nameNode.length, value.offset)).toBe(colon);
      if (i > 0) {
        const before = properties[i - 1] as Node;
        const between = written.slice(before.offset + before.length, property.offset);
        // A file of one-line objects that never has two members in one cannot show its comma.
        const oneLine = commaShown ? comma : ',';
        expect(between).toBe(unit === '' ? oneLine : `,\n${unit.repeat(depth + 1)}`);
      }
      if (value.type === 'object') visit(value, depth + 1);
    });
  };
  visit(parseTree(written) as Node, 0);
}

describe('new members in the style of the file', () => {
  for (const [format, structures] of [
    [json, ['flat', 'nested']],
    [arb, ['flat']],
  ] as const) {
    for (const structure of structures) {
      it(`${format.name}, ${structure}`, () => {
        fc.assert(
          fc.property(entries, entries, style, (before, added, style) => {
            const after = new Map([...before, ...added]);
            if (structure === 'nested' && !nestable(after)) return;
            const existing = render(treeOf(before, structure), style);
            const written = format.serializeOver?.(after, existing, { structure }) as string;
            expect(format.parse(written)).toEqual(after);
            expectOneStyle(written, style, hasSeveralMembers(treeOf(before, structure)));
          }),
          { numRuns: 300 },
        );
      });
    }
  }
});
