import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, type Pair, parseDocument } from 'yaml';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { TDocument, TMember, TNode } from '../../shared/tree.ts';
import { keyName } from '../yaml/read.ts';

const QUOTES: Record<string, string> = {
  PLAIN: 'plain',
  QUOTE_DOUBLE: '"',
  QUOTE_SINGLE: "'",
  BLOCK_LITERAL: 'block',
  BLOCK_FOLDED: 'block',
};

function depthError(line: number | undefined): FormatError {
  return new FormatError(
    `the file nests mappings and lists deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`,
    line === undefined ? {} : { line },
  );
}

/** Reads a go-i18n YAML file (a mapping of messages, or v1's list) into a located tree. */
export function readYamlTree(text: string, bom: string): TDocument {
  const lineCounter = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  try {
    // go-yaml keeps the last of two equal keys; the message model warns about them.
    doc = parseDocument(text, { version: '1.1', lineCounter, uniqueKeys: false });
  } catch (error) {
    if (error instanceof RangeError) throw depthError(undefined);
    throw error;
  }
  const lineOf = (offset: number): number => lineCounter.linePos(offset).line;
  const error = doc.errors[0];
  if (error && /call stack/i.test(error.message)) throw depthError(error.linePos?.[0].line);
  if (error) {
    const message = error.message.split('\n')[0] ?? error.message;
    throw new FormatError(`invalid YAML: ${message}`, {
      line: error.linePos?.[0].line,
      column: error.linePos?.[0].col,
    });
  }
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
