import { formatInfoForPath } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import { decodePoCharset } from './po-charset.ts';

/**
 * How a translation file's bytes hold its text. A file with the UTF-16 byte order mark (FF FE:
 * little-endian, FE FF: big-endian) is UTF-16, as Xcode's `genstrings` writes `Localizable.strings`
 * and as CoreFoundation reads it; every other file is UTF-8 (with or without its own BOM). The text
 * decoded keeps the mark as U+FEFF at its start, so the formats see it as they see a UTF-8 BOM, and
 * encoding the text again gives back the same bytes.
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'po-charset';
// `po-charset`: a file of a format whose header names its charset (`charsetInHeader` in its
// FormatInfo: gettext's catalogs) declaring a legacy single-byte one (see `decodePoCharset`), decoded
// from it; its text is written back as UTF-8, as `msgconv --to-code=UTF-8` writes it (the PO rewrite
// sets the header's charset to UTF-8 in the same change).

/** UTF-16 decoders, made at the first UTF-16 file (most runs read none). */
const decoders = new Map<'utf-16le' | 'utf-16be', TextDecoder>();

function decoderFor(encoding: 'utf-16le' | 'utf-16be'): TextDecoder {
  let decoder = decoders.get(encoding);
  if (decoder === undefined) {
    decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
    decoders.set(encoding, decoder);
  }
  return decoder;
}

/** The encoding of a file's bytes, from its byte order mark (UTF-8 without one). */
export function encodingOf(bytes: Uint8Array): Exclude<TextEncoding, 'po-charset'> {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * True when `decodeText` would read `bytes` as UTF-8 as they are (no UTF-16 mark, and not a gettext
 * catalog, whose header may name another charset), found without decoding them: a push hashes every
 * file's bytes and needs the text of the changed ones only. Throws `decodeText`'s error for a file
 * that starts as UTF-16 without a mark.
 */
export function isUtf8AsIs(bytes: Uint8Array, path: string): boolean {
  if (encodingOf(bytes) !== 'utf-8' || formatInfoForPath(path)?.charsetInHeader) return false;
  refuseBomlessUtf16(bytes, path);
  return true;
}

function refuseBomlessUtf16(bytes: Uint8Array, path: string): void {
  if (bytes.length >= 2 && (bytes[0] === 0 || bytes[1] === 0)) {
    throw new SyncError(
      `${path} looks like UTF-16 without a byte order mark (a NUL byte in its first two); save it as UTF-8, or as UTF-16 with a BOM, and run again`,
      { file: path },
    );
  }
}

/**
 * A file's text and encoding. UTF-8 is decoded as before (an invalid sequence as U+FFFD). A UTF-16
 * file of an odd number of bytes or holding a lone surrogate is refused, naming `path`; so is a file
 * without a BOM that starts as UTF-16 does (a NUL byte in its first two, which no text file in UTF-8
 * holds): CoreFoundation guesses such a file's byte order, this tool does not. A file whose format
 * names its charset in its header (by `path`, see `charsetInHeader`) is read in that charset.
 */
export function decodeText(bytes: Uint8Array, path: string): { text: string; encoding: TextEncoding } {
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8' && formatInfoForPath(path)?.charsetInHeader) {
    const legacy = decodePoCharset(bytes, path);
    if (legacy !== undefined) return { text: legacy, encoding: 'po-charset' };
  }
  if (encoding === 'utf-8') {
    refuseBomlessUtf16(bytes, path);
    return { text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), encoding };
  }
  if (bytes.length % 2 !== 0) {
    throw new SyncError(
      `${path} starts with a UTF-16 byte order mark but has an odd number of bytes (${bytes.length}); it is not UTF-16. Fix the file and run again`,
      { file: path },
    );
  }
  try {
    return { text: decoderFor(encoding).decode(bytes), encoding };
  } catch {
    throw new SyncError(
      `${path} starts with a UTF-16 byte order mark but is not valid UTF-16 (a lone surrogate); fix the file and run again`,
      { file: path },
    );
  }
}

/** `text` as the bytes of `encoding` (UTF-16 keeps whatever U+FEFF the text starts with as its mark). */
export function encodeText(text: string, encoding: TextEncoding): Buffer {
  if (encoding === 'utf-8' || encoding === 'po-charset') return Buffer.from(text, 'utf8');
  const le = Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') le.swap16();
  return le;
}

/**
 * How a new file is written when its siblings are in `encoding`: a UTF-16 file is given its mark (as
 * `genstrings` writes one). A text whose XML declaration names another encoding (the format's own
 * header, `encoding="utf-8"`) is written in that one, UTF-8, so the declaration stays true.
 */
export function newFileText(
  text: string,
  encoding: TextEncoding,
): { content: string; encoding: TextEncoding } {
  if (encoding === 'utf-8' || encoding === 'po-charset') return { content: text, encoding: 'utf-8' };
  const declared = /^\uFEFF?<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  if (declared !== undefined && !/^utf-?16/i.test(declared)) return { content: text, encoding: 'utf-8' };
  return { content: text.startsWith('\uFEFF') ? text : `\uFEFF${text}`, encoding };
}
