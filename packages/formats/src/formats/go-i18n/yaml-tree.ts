import { isAlias, isMap, isScalar, isSeq, type Node, type Pair } from 'yaml';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { TDocument, TMember, TNode } from '../../shared/tree.ts';
import { depthError, parseYamlDocument } from '../yaml/parse.ts';
import { keyName } from '../yaml/read.ts';

const QUOTES: Record<string, string> = {
  PLAIN: 'plain',
  QUOTE_DOUBLE: '"',
  QUOTE_SINGLE: "'",
  BLOCK_LITERAL: 'block',
  BLOCK_FOLDED: 'block',
};

/** Reads a go-i18n YAML file (a mapping of messages, or v1's list) into a located tree. */
export function readYamlTree(text: string, bom: string): TDocument {
  // go-yaml keeps the last of two equal keys; the message model warns about them.
  const { doc, lineOf } = parseYamlDocument(text);
  if (doc.contents === null) return { syntax: 'yaml', text, bom, root: undefined, lineOf };
  const root = convert(doc.contents, 0, lineOf);
  if (root.kind !== 'map' && root.kind !== 'list') {
    throw new FormatError(
      'a go-i18n file must hold a mapping of message ids (or, in the v1 form, a list of "- id: … translation: …")',
      { line: 1 },
    );
  }
  return { syntax: 'yaml', text, bom, root, lineOf };
}

function convert(node: Node, depth: number, lineOf: (offset: number) => number): TNode {
  const [start, end] = node.range ?? [0, 0];
  if (isAlias(node)) {
    throw new FormatError(
      `alias *${node.source} is not supported in go-i18n files; write the text out where it is used`,
      { line: lineOf(start) },
    );
  }
  if (isScalar(node)) {
    if (typeof node.value === 'string') {
      return {
        kind: 'string',
        value: node.value,
        quote: QUOTES[node.type ?? 'PLAIN'] ?? 'plain',
        start,
        end,
      };
    }
    return { kind: 'scalar', isNull: node.value === null, start, end };
  }
  if (depth >= LIMITS.maxDepth) throw depthError(lineOf(start));
  if (isSeq(node)) {
    const items = node.items.map((item) => convert(item as Node, depth + 1, lineOf));
    return { kind: 'list', items, flow: node.flow === true, start, end };
  }
  if (isMap(node)) {
    const members: TMember[] = (node.items as Pair[]).map((pair) => {
      const key = pair.key as Node | null;
      const name = keyName(key);
      const at = key?.range?.[0] ?? start;
      if (name === undefined) {
        throw new FormatError('a key is empty or not a plain text; go-i18n message ids are texts', {
          line: lineOf(at),
        });
      }
      const valueNode = pair.value as Node | null;
      // `key:` with nothing after it is YAML null, spanning no text.
      const keyEnd = key?.range?.[1] ?? at;
      const value: TNode = valueNode
        ? convert(valueNode, depth + 1, lineOf)
        : { kind: 'scalar', isNull: true, start: keyEnd, end: keyEnd };
      return { name, value, start: at, end: Math.max(value.end, keyEnd), line: lineOf(at) };
    });
    return { kind: 'map', members, flow: node.flow === true, start, end };
  }
  throw new FormatError('unexpected YAML node', { line: lineOf(start) });
}
