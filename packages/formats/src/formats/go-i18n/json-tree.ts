import { type Node, type ParseError, parseTree } from 'jsonc-parser';
import { FormatError } from '../../errors.ts';
import type { TDocument, TMember, TNode } from '../../shared/tree.ts';
import { checkDepth, jsonSyntaxError } from '../json/read.ts';

/** Reads a go-i18n JSON file (an object of messages, or v1's list) into a located tree. */
export function readJsonTree(text: string, bom: string, lineOf: (offset: number) => number): TDocument {
  if (text.trim() === '') return { syntax: 'json', text, bom, root: undefined, lineOf };
  // Nesting is bounded before the (recursive) parser and the conversion below see it.
  checkDepth(text);
  const errors: ParseError[] = [];
  const node = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || node === undefined) throw jsonSyntaxError(text, new Error('invalid JSON'));
  const root = convert(node, lineOf);
  if (root.kind !== 'map' && root.kind !== 'list') {
    throw new FormatError(
      'a go-i18n file must hold an object of message ids (or, in the v1 form, a list of {"id", "translation"})',
      { line: 1 },
    );
  }
  return { syntax: 'json', text, bom, root, lineOf };
}

function convert(node: Node, lineOf: (offset: number) => number): TNode {
  const span = { start: node.offset, end: node.offset + node.length };
  if (node.type === 'string') return { kind: 'string', value: node.value as string, quote: '"', ...span };
  if (node.type === 'object') {
    const members: TMember[] = (node.children ?? []).map((property) => {
      const [name, value] = property.children as [Node, Node];
      return {
        name: name.value as string,
        value: convert(value, lineOf),
        start: property.offset,
        end: property.offset + property.length,
        line: lineOf(property.offset),
      };
    });
    return { kind: 'map', members, flow: true, ...span };
  }
  if (node.type === 'array') {
    return { kind: 'list', items: (node.children ?? []).map((c) => convert(c, lineOf)), flow: true, ...span };
  }
  return { kind: 'scalar', isNull: node.type === 'null', ...span };
}
