// Whether a file writes its non-ASCII text escaped (`\u00FC`), for the formats whose files may do
// either: a `.properties` bundle for Java before 9 (native2ascii), JSON written by Python's
// `json.dump` (ensure_ascii) or PHP's `json_encode`.

/** Escapes above ASCII: `\u0080` to `\uFFFF` (not `\u000A` and the like, which every file may have). */
const ESCAPED_NON_ASCII = /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/;
const RAW_NON_ASCII = /[\u007f-\uffff]/;

/**
 * True when `content` escapes its non-ASCII text and has none raw; false when it has raw non-ASCII
 * text; undefined when it has neither (an English file) and cannot tell.
 */
export function escapesNonAscii(content: string): boolean | undefined {
  if (RAW_NON_ASCII.test(content.replace(/^\uFEFF/, ''))) return false;
  return ESCAPED_NON_ASCII.test(content) ? true : undefined;
}

/**
 * Whether a new file escapes its non-ASCII text: as the file it is written from (`template`) when
 * that tells, else as a sibling translation does (`sibling`), else not.
 */
export function newFileEscapes(template: string | undefined, sibling: string | undefined): boolean {
  return (
    (template === undefined ? undefined : escapesNonAscii(template)) ??
    (sibling === undefined ? undefined : escapesNonAscii(sibling)) ??
    false
  );
}
