import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { isPoTemplate, PLURAL_SOURCE, poKey } from '../../gettext.ts';
import { LIMITS } from '../../limits.ts';
import type { Entries } from '../../model.ts';
import { quotedEnd } from '../../shared/quoted.ts';
import { type Block, type Field, type FieldName, isHeader, type Line, type PoDocument } from './model.ts';

const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*(.*)$/s;

/** Scans a PO file into lines and message blocks, checking the syntax line by line. */
export function scan(content: string): PoDocument {
  const bom = content.charCodeAt(0) === 0xfeff;
  const text = bom ? content.slice(1) : content;
  const lines: Line[] = [];
  const parts = text.split(/(\r?\n)/);
  for (let i = 0; i < parts.length; i += 2) {
    const eol = parts[i + 1] ?? '';
    if (i === parts.length - 1 && parts[i] === '' && i > 0) break;
    lines.push({ text: parts[i] as string, eol });
  }
  const blocks: Block[] = [];
  const seen = new Map<string, number>();
  let pending: number[] = [];
  let current: { block: Block; field: Field | undefined } | undefined;
  /** Plural forms of the messages so far, each up to its highest `msgstr[n]`. */
  let forms = 0;

  const finish = (): void => {
    if (!current) return;
    const { block } = current;
    current = undefined;
    const msgid = block.fields.find((f) => f.name === 'msgid');
    if (!msgid) return;
    if (!block.fields.some((f) => f.name === 'msgstr')) {
      if (block.obsolete) return;
      throw new FormatError(
        `invalid PO at line ${block.line}: msgid "${msgid.value.slice(0, 40)}" has no msgstr; add msgstr "" after it`,
        { line: block.line },
      );
    }
    // Counted before the forms are filled in: `msgstr[999999999]` alone would make a billion of them
    // and end the process out of memory, out of reach of any catch.
    let highest = 0;
    for (const field of block.fields)
      if (field.name === 'msgstr') highest = Math.max(highest, field.index ?? 0);
    forms += highest + 1;
    if (forms > LIMITS.maxEntries) {
      throw new FormatError(
        `PO file has more than ${LIMITS.maxEntries} entries (LIMITS.maxEntries) at line ${block.line}: each form up to the highest msgstr[n] counts; split it into several domains`,
        { line: block.line },
      );
    }
    for (const field of block.fields) {
      if (field.name === 'msgctxt') block.msgctxt = field.value;
      else if (field.name === 'msgid') block.msgid = field.value;
      else if (field.name === 'msgid_plural') block.msgidPlural = field.value;
      else block.msgstr[field.index ?? 0] = field.value;
    }
    block.msgstr = Array.from({ length: Math.max(block.msgstr.length, 1) }, (_, i) => block.msgstr[i] ?? '');
    if (!block.obsolete) {
      const key = poKey(block.msgid, block.msgctxt);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        throw new FormatError(
          `message "${block.msgid}"${block.msgctxt === undefined ? '' : ` in context "${block.msgctxt}"`} is defined twice (lines ${earlier} and ${block.line}); remove one of them`,
          { key, line: block.line },
        );
      }
      seen.set(key, block.line);
    }
    if (blocks.length >= LIMITS.maxEntries) {
      throw new FormatError(
        `PO file has more than ${LIMITS.maxEntries} messages (LIMITS.maxEntries); split it into several domains`,
        { line: block.line },
      );
    }
    blocks.push(block);
  };

  const startBlock = (index: number, obsolete: boolean): Block => {
    const block: Block = {
      first: pending[0] ?? index,
      last: index,
      comments: pending,
      fields: [],
      obsolete,
      line: index + 1,
      msgctxt: undefined,
      msgid: '',
      msgidPlural: undefined,
      msgstr: [],
    };
    pending = [];
    current = { block, field: undefined };
    return block;
  };

  const comment = (index: number): void => {
    if (current?.block.fields.some((f) => f.name === 'msgstr') || current?.block.obsolete) finish();
    pending.push(index);
  };

  for (const [index, { text: raw }] of lines.entries()) {
    const line = index + 1;
    let text = raw.trim();
    let obsolete = false;
    if (text === '') continue;
    if (text.startsWith('#~')) {
      text = text.slice(2).trim();
      // `#~|` is the previous msgid of an obsolete message: a comment like `#|`.
      if (text.startsWith('|') || text === '') {
        comment(index);
        continue;
      }
      obsolete = true;
    } else if (text.startsWith('#')) {
      comment(index);
      continue;
    }
    if (!obsolete && current?.block.obsolete) finish();
    const keyword = KEYWORD.exec(text);
    const body = keyword ? (keyword[3] as string) : text;
    const quoted = body.startsWith('"') && quotedEnd(body, 0) === body.length ? body.slice(1, -1) : undefined;
    if (quoted === undefined) {
      // An obsolete message is a comment to gettext: one it cannot read stays as it is.
      if (obsolete) {
        comment(index);
        continue;
      }
      throw new FormatError(
        keyword
          ? `invalid PO at line ${line}: ${keyword[1]} must be followed by one quoted string (escape " as \\")`
          : `invalid PO at line ${line}: expected msgctxt, msgid, msgstr or a quoted string, found "${text.slice(0, 40)}"`,
        { line },
      );
    }
    const value = unescapePo(quoted);
    if (!keyword) {
      const field = current?.field;
      if (!field || current?.block.obsolete !== obsolete) {
        if (obsolete) {
          comment(index);
          continue;
        }
        throw new FormatError(`invalid PO at line ${line}: a quoted string must follow msgid or msgstr`, {
          line,
        });
      }
      field.value += value;
      field.last = index;
      (current as { block: Block }).block.last = index;
      continue;
    }
    const word = keyword[1] as string;
    const name = (word.startsWith('msgstr') ? 'msgstr' : word) as FieldName;
    let block = current?.block;
    const has = (n: FieldName): boolean => block?.fields.some((f) => f.name === n) ?? false;
    if (name === 'msgctxt' || name === 'msgid') {
      if (!block || block.obsolete !== obsolete || has('msgid') || (name === 'msgctxt' && has('msgctxt'))) {
        finish();
        block = startBlock(index, obsolete);
      }
    } else if (!block || block.obsolete !== obsolete || !has('msgid')) {
      if (obsolete) {
        comment(index);
        continue;
      }
      throw new FormatError(`invalid PO at line ${line}: ${word} without a msgid before it`, { line });
    }
    const field: Field = {
      name,
      index: keyword[2] === undefined ? undefined : Number(keyword[2]),
      value,
      first: index,
      last: index,
    };
    if (name === 'msgid') block.line = line;
    block.fields.push(field);
    block.last = index;
    (current as { field: Field | undefined }).field = field;
  }
  finish();
  const eol = lines.find((l) => l.eol !== '')?.eol ?? '\n';
  return { bom, lines, blocks, eol };
}

const ESCAPES: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

function unescapePo(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/gs, (_, octal, hex, char: string) =>
    octal !== undefined
      ? String.fromCharCode(Number.parseInt(octal, 8))
      : hex !== undefined
        ? String.fromCharCode(Number.parseInt(hex, 16))
        : (ESCAPES[char] ?? char),
  );
}

// ---------------------------------------------------------------------------------------------
// Entries

/**
 * Parses a gettext PO file into entries in file order; a `.pot` path reads the msgids as texts, and
 * so does an empty msgstr of a source catalog (`options.source`).
 */
export function parsePo(content: string, options: ParseOptions = {}): Entries {
  const template = isPoTemplate(options.path);
  const entries: Entries = new Map();
  const add = (key: string, value: string, block: Block): void => {
    if (entries.has(key)) {
      throw new FormatError(
        `key "${key}" is produced twice (line ${block.line}); rename the message whose msgid is "${key}"`,
        { key, line: block.line },
      );
    }
    if (key.length > LIMITS.maxKeyLength) {
      throw new FormatError(
        `message at line ${block.line} has a key of ${key.length} characters, over LIMITS.maxKeyLength (${LIMITS.maxKeyLength}); shorten its msgid`,
        { line: block.line },
      );
    }
    if (entries.size >= LIMITS.maxEntries) {
      throw new FormatError(
        `PO file has more than ${LIMITS.maxEntries} entries (LIMITS.maxEntries); split it into several domains`,
        { line: block.line },
      );
    }
    entries.set(key, value);
  };
  // A source catalog (`source: true`) shows what gettext shows: a message without a translation is
  // displayed as its msgid (msgid_plural for the other forms), so an empty msgstr reads as those.
  const source = options.source === true && !template;
  const untranslated: Block[] = [];
  let messages = 0;
  for (const block of scan(content).blocks) {
    if (block.obsolete || isHeader(block)) continue;
    messages++;
    const key = poKey(block.msgid, block.msgctxt);
    if (block.msgstr.every((text) => text === '')) untranslated.push(block);
    if (block.msgidPlural === undefined) {
      const text = block.msgstr[0] as string;
      add(key, template || (source && text === '') ? block.msgid : text, block);
    } else if (template) {
      add(key + PLURAL_SOURCE, block.msgidPlural, block);
      add(`${key}[0]`, block.msgid, block);
      add(`${key}[1]`, block.msgidPlural, block);
    } else {
      add(key + PLURAL_SOURCE, block.msgidPlural, block);
      for (const [index, text] of block.msgstr.entries()) {
        const shown = index === 0 ? block.msgid : block.msgidPlural;
        add(`${key}[${index}]`, source && text === '' ? shown : text, block);
      }
    }
  }
  if (!template && untranslated.length > 0) warnUntranslated(options, untranslated, messages);
  return entries;
}

/**
 * Says when a catalog's texts would be empty. Read as the source, its msgids were taken (say so once);
 * read without knowing its role, a catalog with no translation at all is most likely a source catalog
 * read as a translation, which would store an empty source text for every key.
 */
function warnUntranslated(options: ParseOptions, untranslated: Block[], messages: number): void {
  if (!options.warn || options.source === false) return;
  const file = options.path ?? 'the PO file';
  const first = untranslated[0] as Block;
  if (options.source === true) {
    const which =
      untranslated.length === messages
        ? `every message of ${file} has an empty msgstr`
        : `${untranslated.length} of ${messages} messages of ${file} have an empty msgstr (the first at line ${first.line})`;
    options.warn({
      message: `${which}: their msgids are read as the source texts, as gettext shows them`,
      line: first.line,
    });
  } else if (untranslated.length === messages) {
    options.warn({
      message: `every message of ${file} has an empty msgstr, so every text read is empty; if this is the source locale's catalog, read it as the source (its msgids are then the texts)`,
      line: first.line,
    });
  }
}
