import { SyncError } from '../errors.ts';

/**
 * A gettext catalog's text when its header declares a legacy single-byte charset, decoded as
 * GNU gettext (iconv) decodes it; undefined when the file is to be read as UTF-8 (no header or no
 * charset, `UTF-8`, a template's `CHARSET`, `ASCII`, or a file of ASCII bytes only in an
 * ASCII-compatible charset). The header is found in the raw bytes: every charset read here agrees
 * with ASCII on its bytes. A charset that is not read (a multi-byte or stateful one such as EUC-JP,
 * Shift_JIS, GB2312, ISO-2022-JP, or an unknown label), or a byte the charset does not define, is
 * refused naming `path` and the charset: never read lossy.
 */
export function decodePoCharset(bytes: Uint8Array, path: string): string | undefined {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const charset = declaredCharset(raw);
  if (charset === undefined) return undefined;
  const label = charset.toLowerCase();
  if (/^(?:utf-?8|charset|(?:us-?)?ascii|ansi_x3\.4-1968|646)$/.test(label)) return undefined;
  const table = singleByteTable(label);
  if (table === undefined) {
    throw new SyncError(
      `${path} declares charset=${charset} in its header, which this tool does not read (single-byte charsets such as ISO-8859-1, windows-1252 or KOI8-R are read); convert it with \`msgconv --to-code=UTF-8\` and run again`,
      { file: path },
    );
  }
  if (!/[\x80-\xff]/.test(raw)) return undefined;
  let text = '';
  let from = 0;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x80) continue;
    const char = table[code - 0x80];
    if (char === undefined) {
      throw new SyncError(
        `${path} declares charset=${charset} in its header but holds byte 0x${code.toString(16).toUpperCase()} (at offset ${i}), which ${charset} does not define; fix the file and run again`,
        { file: path },
      );
    }
    text += raw.slice(from, i) + char;
    from = i + 1;
  }
  return text + raw.slice(from);
}

/**
 * The charset the header entry (the first message, `msgid ""` without a context) declares in its
 * `Content-Type`, or undefined. `raw` is the file's bytes one character each. Read line by line
 * (a pattern over the header's repeated lines overflowed V8's regular-expression stack on a header
 * of millions of lines), in time linear in the file's length.
 */
export function declaredCharset(raw: string): string | undefined {
  const msgstr = headerMsgstr(raw);
  return msgstr === undefined ? undefined : charsetIn(msgstr);
}

/** The index of the first character from `at` on that is not a space or tab (at most `end`). */
function afterBlanks(raw: string, at: number, end: number): number {
  let i = at;
  while (i < end && (raw[i] === ' ' || raw[i] === '\t')) i++;
  return i;
}

/** Whether the line from `at` to `end` starts, after spaces and tabs, with `"`. */
function quotedLine(raw: string, at: number, end: number): boolean {
  const i = afterBlanks(raw, at, end);
  return i < end && raw[i] === '"';
}

/**
 * The msgstr lines (from its first `"`, joined by their line breaks) of the first `msgid ""` whose
 * msgid lines are followed by a msgstr, or undefined.
 */
function headerMsgstr(raw: string): string | undefined {
  const lineEnd = (at: number): number => {
    const end = raw.indexOf('\n', at);
    return end < 0 ? raw.length : end;
  };
  let at = 0;
  while (at < raw.length) {
    let end = lineEnd(at);
    if (!/^[ \t]*msgid[ \t]*""[ \t]*\r?$/.test(raw.slice(at, end))) {
      at = end + 1;
      continue;
    }
    at = end + 1;
    while (at < raw.length && quotedLine(raw, at, lineEnd(at))) at = lineEnd(at) + 1;
    if (at >= raw.length) return undefined;
    end = lineEnd(at);
    const opening = afterBlanks(raw, at, end);
    if (!raw.startsWith('msgstr', opening)) continue;
    const quote = afterBlanks(raw, opening + 'msgstr'.length, end);
    if (raw[quote] !== '"' || quote >= end) continue;
    let last = end;
    while (last < raw.length && quotedLine(raw, last + 1, lineEnd(last + 1))) last = lineEnd(last + 1);
    return raw.slice(quote, last);
  }
  return undefined;
}

const VALUE = /[^\s"\\;]+/y;

/**
 * The value of `charset=` after a `Content-Type:` (letters in any case) before the next `"`, `\`
 * or line break, as `/Content-Type:[^"\\\n]*?charset=([^\s"\\;]+)/i` finds it.
 */
function charsetIn(msgstr: string): string | undefined {
  const lower = msgstr.toLowerCase();
  const KEY = 'content-type:';
  // Both searches only move forward: linear however many Content-Types the header repeats.
  let charset = lower.indexOf('charset=');
  let at = lower.indexOf(KEY);
  while (at >= 0 && charset >= 0) {
    let stop = at + KEY.length;
    while (stop < lower.length && lower[stop] !== '"' && lower[stop] !== '\\' && lower[stop] !== '\n') stop++;
    if (charset < at + KEY.length) charset = lower.indexOf('charset=', at + KEY.length);
    while (charset >= 0 && charset < stop) {
      VALUE.lastIndex = charset + 'charset='.length;
      const value = VALUE.exec(msgstr);
      if (value !== null) return value[0];
      charset = lower.indexOf('charset=', charset + 1);
    }
    // A later Content-Type before `stop` sees no more of the line than this one did.
    at = lower.indexOf(KEY, stop);
  }
  return undefined;
}

/** Single-byte charsets TextDecoder reads, by their WHATWG names. */
const SINGLE_BYTE = new Set([
  'ibm866',
  'iso-8859-2',
  'iso-8859-3',
  'iso-8859-4',
  'iso-8859-5',
  'iso-8859-6',
  'iso-8859-7',
  'iso-8859-8',
  'iso-8859-8-i',
  'iso-8859-10',
  'iso-8859-13',
  'iso-8859-14',
  'iso-8859-15',
  'iso-8859-16',
  'koi8-r',
  'koi8-u',
  'macintosh',
  'windows-874',
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'windows-1258',
  'x-mac-cyrillic',
]);

const tables = new Map<string, readonly (string | undefined)[] | null>();

/**
 * What bytes 0x80–0xFF of the charset `label` read as (undefined: a byte it does not define), or
 * undefined when it is not a single-byte charset TextDecoder reads. WHATWG reads the ISO-8859-1,
 * -9 and -11 labels as windows-1252, -1254 and -874, which give 0x80–0x9F printable characters;
 * iconv, and so msgconv, reads every ISO-8859 charset's 0x80–0x9F as the C1 controls U+0080–U+009F,
 * and so does this table (0xA0–0xFF are the same in each pair).
 */
function singleByteTable(label: string): readonly (string | undefined)[] | undefined {
  const known = tables.get(label);
  if (known !== undefined) return known ?? undefined;
  let name: string;
  try {
    name = new TextDecoder(label).encoding;
  } catch {
    tables.set(label, null);
    return undefined;
  }
  if (!SINGLE_BYTE.has(name)) {
    tables.set(label, null);
    return undefined;
  }
  const iso8859 = /^(?:iso[-_]?8859|iso[-_]ir-|l(?:atin)?\d|csisolatin|ibm819|cp819|tis-?620)/.test(label);
  const decoder = new TextDecoder(name, { fatal: true });
  const table: (string | undefined)[] = [];
  for (let byte = 0x80; byte <= 0xff; byte++) {
    if (iso8859 && byte < 0xa0) {
      table.push(String.fromCharCode(byte));
      continue;
    }
    try {
      table.push(decoder.decode(Uint8Array.of(byte)));
    } catch {
      table.push(undefined);
    }
  }
  tables.set(label, table);
  return table;
}
