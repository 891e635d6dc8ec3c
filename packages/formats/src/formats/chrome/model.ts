/**
 * Where Chrome extensions keep their texts: `_locales/<locale>/messages.json`, the locale spelt with
 * an underscore (`pt_BR`). Only files at such a path are this format; any other `.json` is JSON.
 */
export const CHROME_PATH = /(?:^|\/)_locales\/[^/]+\/messages\.json$/;

/** A message name Chrome accepts: ASCII letters, digits, `_` and `@`. */
export const CHROME_NAME = /^[A-Za-z0-9_@]+$/;

/** What the root of a messages.json must be, as Chrome says it. */
export const CHROME_ROOT =
  'a messages.json must hold a JSON object of message names to {"message": "…"} objects';

/** One message of a messages.json: its text, and the whole message object as written (JSON text). */
export interface ChromeMessage {
  name: string;
  message: string;
  /** The message's object as written in the file (`{"message": …, "description": …}`). */
  members: string;
  line: number;
}
