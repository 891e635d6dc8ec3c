import type { Scalar } from 'yaml';
import { FormatError } from '../../errors.ts';
import type { Entries, FileStyle, Structure } from '../../model.ts';
import { appendAll } from '../../shared/append.ts';
import { detectIndent, endsWithNewline, withTrailingNewline } from '../../shared/lines.ts';
import {
  buildTree,
  keyOf,
  type Raw,
  rawAfterIndicator,
  type Segment,
  type Tree,
  type TreeMap,
  type TreeSeq,
} from './model.ts';
import { psychStyle } from './psych-style.ts';
import { parseYaml, psychReadsAsText } from './read.ts';

// ---------------------------------------------------------------------------------------------
// Writing scalars

const NEEDS_ESCAPE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Plain scalars YAML 1.1 readers other than Psych (the yaml package, PyYAML) read as something else
 * than a text: booleans including `y`/`n`, nulls, numbers of every base, dates, merge and value keys.
 */
const YAML11_SPECIAL =
  /^(?:(?:y|n|yes|no|true|false|on|off|null|~|=|<<)|[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+]?[0-9]+)?|\.(?:inf|nan))|\d{4}-\d\d?-\d\d?(?:[Tt ].*)?)$/i;

/** Whether `text` can be written as a plain scalar that every YAML 1.1 reader reads back as it. */
function plainOk(text: string, flow: boolean): boolean {
  if (text === '' || text.length > 1000 || /^[ \t]|[ \t]$/.test(text)) return false;
  if (/[\n\r\t\u0085\u00a0]/.test(text) || NEEDS_ESCAPE.test(text)) return false;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) || /^(?:---|\.\.\.)/.test(text)) return false;
  if (/:(?:[ \t]|$)|[ \t]#/.test(text)) return false;
  if (flow && /[,[\]{}:]/.test(text)) return false;
  return psychReadsAsText(text) && !YAML11_SPECIAL.test(text);
}

/** `text` double-quoted, with every character a YAML reader could misread escaped. */
function doubleQuoted(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code === 0x85) out += '\\N';
    else if (code === 0x2028) out += '\\L';
    else if (code === 0x2029) out += '\\P';
    else if (NEEDS_ESCAPE.test(char)) {
      out +=
        code < 0x100
          ? `\\x${code.toString(16).padStart(2, '0')}`
          : `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += char;
  }
  return `${out}"`;
}

/**
 * Whether a multi-line text can be a literal block scalar (`|`) that reads back exactly: no line
 * of only blanks (readers disagree on them), no leading blank on its first line (it would be taken
 * for indentation), at most one final line break, and nothing that needs an escape.
 */
function literalOk(text: string): boolean {
  if (!text.includes('\n') || text.endsWith('\n\n')) return false;
  if (/[\r\u0085\u2028\u2029]/.test(text) || NEEDS_ESCAPE.test(text)) return false;
  if (/^\n*[ \t]/.test(text)) return false;
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  if (body.trim() === '') return false;
  return !body.split('\n').some((line) => line !== '' && /^[ \t]+$/.test(line));
}

/** Where a scalar is written. */
interface ScalarPlace {
  flow: boolean;
  /** The column of the key (mapping value) or of the `-` (list item) it belongs to. */
  column: number;
  unit: number;
  /** Whether a block scalar may be written here (nothing follows on the line). */
  block: boolean;
  /** The style the old scalar had, kept when it can hold the new text. */
  old?: Scalar['type'] | undefined;
  /** The file's texts are quoted as Psych quotes them (psych-style.ts): a one-line text is too. */
  psych?: boolean | undefined;
}

/** A text as a YAML scalar; a block scalar (`|-`) ends without its final line break. */
export function renderScalar(text: string, place: ScalarPlace): string {
  const psych = place.psych === true && !place.flow ? psychStyle(text) : undefined;
  if (psych === 'PLAIN') return text;
  if (psych === 'QUOTE_SINGLE') return `'${text.replace(/'/g, "''")}'`;
  if (psych === 'QUOTE_DOUBLE') return doubleQuoted(text);
  if (!text.includes('\n')) {
    const keepQuotes = place.old === 'QUOTE_DOUBLE' || place.old === 'QUOTE_SINGLE';
    if (!keepQuotes && plainOk(text, place.flow)) return text;
    const singleOk = !/[\t\u0085\u00a0]/.test(text) && !NEEDS_ESCAPE.test(text) && !/^ | $/.test(text);
    if (place.old === 'QUOTE_SINGLE' && singleOk) return `'${text.replace(/'/g, "''")}'`;
    return doubleQuoted(text);
  }
  if (!place.flow && place.block && place.old !== 'QUOTE_DOUBLE' && literalOk(text)) {
    const pad = ' '.repeat(place.column + Math.max(place.unit, 1));
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    const lines = body.split('\n').map((line) => (line === '' ? '' : pad + line));
    return `|${text.endsWith('\n') ? '' : '-'}\n${lines.join('\n')}`;
  }
  return doubleQuoted(text);
}

/** A mapping key as YAML. */
export function renderKey(name: string, flow: boolean): string {
  if (name.length > 1000) {
    throw new FormatError(
      `key name "${name.slice(0, 60)}…" is ${name.length} characters long; YAML mapping keys are at most 1024 characters`,
      { key: name.slice(0, 60) },
    );
  }
  return plainOk(name, flow) ? name : doubleQuoted(name);
}

// ---------------------------------------------------------------------------------------------
// Writing trees

export interface BlockStyle {
  /** Spaces per nesting level. */
  unit: number;
  /** Whether a list's `-` is indented below its key (`key:\n  - x`) or not (`key:\n- x`, Psych). */
  seqIndent: boolean;
  /** The quotes every text of the file is written in, if one kind: new texts take them too. */
  quote?: 'QUOTE_DOUBLE' | 'QUOTE_SINGLE';
  /** The file's texts are quoted as Psych quotes them (i18n-tasks): new texts are too. */
  psych?: boolean;
  /** Every mapping of the file lists its keys sorted (i18n-tasks normalize): a new key goes where it sorts. */
  sortedKeys?: boolean;
  /**
   * The style of each text's scalar in the source file, by key: a file written anew quotes each text
   * as its source does, as Crowdin writes Discourse's (`title: Gelöst` where the source is plain).
   */
  styleOf?: (key: string) => Scalar['type'] | undefined;
  /** How the file writes a nil list item (`-`, `- `, `- ~`): a hole in a list is written so, else `- ~`. */
  nil?: Raw;
}

/** A tree as block lines at `column` (each line without its line break). */
export function blockLines(
  tree: TreeMap | TreeSeq,
  column: number,
  style: BlockStyle,
  out: string[],
  /** Where `tree` is in the file, for `style.styleOf`. */
  path: Segment[] = [],
): string[] {
  const pad = ' '.repeat(column);
  const textFor = (child: Tree, at: number, segment: Segment): string =>
    typeof child === 'string'
      ? ` ${renderScalar(child, {
          flow: false,
          column: at,
          unit: style.unit,
          block: true,
          old: style.styleOf?.(keyOf([...path, segment])) ?? style.quote,
          psych: style.psych,
        })}`
      : rawAfterIndicator(child as Raw);
  if (tree.kind === 'map') {
    for (const [name, child] of tree.items) {
      const key = renderKey(name, false);
      if (typeof child === 'string' || child.kind === 'raw') {
        out.push(`${pad}${key}:${textFor(child, column, name)}`);
      } else if (child.items.size === 0) {
        out.push(`${pad}${key}: ${child.kind === 'map' ? '{}' : '[]'}`);
      } else {
        out.push(`${pad}${key}:`);
        const inner = child.kind === 'seq' && !style.seqIndent ? column : column + style.unit;
        blockLines(child, inner, style, out, [...path, name]);
      }
    }
    return out;
  }
  const last = Math.max(-1, ...tree.items.keys());
  for (let index = 0; index <= last; index++) {
    const child = tree.items.get(index);
    if (child === undefined) out.push(`${pad}-${style.nil ? rawAfterIndicator(style.nil) : ' ~'}`);
    else if (typeof child === 'string' || child.kind === 'raw')
      out.push(`${pad}-${textFor(child, column, index)}`);
    else {
      // A mapping or list in a list starts on the `-` line, as Psych writes it (`- a: x`).
      const start = out.length;
      blockLines(child, column + 2, style, out, [...path, index]);
      out[start] = `${pad}- ${(out[start] as string).slice(column + 2)}`;
    }
  }
  return out;
}

/** A tree in flow style (`{a: x, b: [y, ~]}`), for a value inside a flow collection. */
export function flowText(tree: Tree): string {
  if (typeof tree === 'string') {
    return renderScalar(tree, { flow: true, column: 0, unit: 2, block: false });
  }
  if (tree.kind === 'raw') return tree.source === '' ? '~' : tree.source;
  if (tree.kind === 'map') {
    const pairs = [...tree.items].map(([name, child]) => `${renderKey(name, true)}: ${flowText(child)}`);
    return `{${pairs.join(', ')}}`;
  }
  const last = Math.max(-1, ...tree.items.keys());
  const items: string[] = [];
  for (let index = 0; index <= last; index++) {
    const child = tree.items.get(index);
    items.push(child === undefined ? '~' : flowText(child));
  }
  return `[${items.join(', ')}]`;
}

/** Writes entries as YAML, nested or flat, under a Rails-style `locale` root key when one is given. */
export function serializeYaml(
  entries: Entries,
  options: {
    structure: Structure;
    locale?: string;
    indent?: string;
    trailingNewline?: boolean;
    /** Where a key goes when nested, when a source file's names say it (names-as-written.ts). */
    pathOf?: (key: string) => Segment[];
    /** Adds the source file's values that are not texts (source-values.ts). */
    sourceValues?: (tree: TreeMap) => TreeMap;
    /** How texts are quoted and whether the file starts with `---`: the source file's (source-style.ts). */
    scalars?: Pick<BlockStyle, 'quote' | 'psych' | 'styleOf'> & { documentStart?: boolean };
  },
): string {
  const built = buildTree(entries, options.structure, options.pathOf);
  const tree = options.sourceValues === undefined ? built : options.sourceValues(built);
  const style: BlockStyle = {
    unit: unitOf(options.indent),
    seqIndent: false,
    ...(options.scalars?.quote !== undefined && { quote: options.scalars.quote }),
    ...(options.scalars?.psych === true && { psych: true }),
    ...(options.scalars?.styleOf !== undefined && { styleOf: options.scalars.styleOf }),
  };
  const lines: string[] = options.scalars?.documentStart === true ? ['---'] : [];
  if (options.locale !== undefined) {
    const key = renderKey(options.locale, false);
    if (tree.items.size === 0) lines.push(`${key}: {}`);
    else appendAll(lines, blockLines(tree, style.unit, style, [`${key}:`]));
  } else if (tree.items.size === 0) {
    lines.push('{}');
  } else {
    blockLines(tree, 0, style, lines);
  }
  return withTrailingNewline(lines.join('\n'), options.trailingNewline ?? true);
}

export function unitOf(indent: string | undefined): number {
  return Math.max(1, (indent ?? '  ').replace(/\t/g, '  ').length);
}

export function detectStyle(content: string): FileStyle {
  const file = parseYaml(content);
  return {
    structure: file.structure,
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...file.entries.keys()],
  };
}
