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
 * `Content-Type`, or undefined. `raw` is the file's bytes one character each.
 */
function declaredCharset(raw: string): string | undefined {
  const header =
    /(?:^|\n)[ \t]*msgid[ \t]*""[ \t]*\r?\n(?:[ \t]*"[^\n]*\r?\n)*?[ \t]*msgstr[ \t]*((?:"[^\n]*(?:\r?\n[ \t]*"[^\n]*)*))/.exec(
      raw,
    );
  if (header === null) return undefined;
  return /Content-Type:[^"\\\n]*?charset=([^\s"\\;]+)/i.exec(header[1] as string)?.[1];
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
