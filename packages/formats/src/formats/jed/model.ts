import type { Node } from 'jsonc-parser';

/** What the root of a JED file must be, as `wp i18n make-json` writes it. */
export const JED_ROOT =
  'a JED file must hold a JSON object with "locale_data": {"<domain>": {"": {…header}, "<msgid>": ["<msgstr>"]}}';

/** Forms one message may hold: gettext's formulas have at most a handful (the checks read up to 10). */
export const MAX_FORMS = 20;

/** A plural form's key, `<msgid>[N]`, the PO format's spelling of msgstr[N]. */
export const FORM_KEY = /^(.*)\[(\d+)\]$/s;

/** One message of a JED domain: its key (context + U+0004 + msgid, as gettext keys it) and its forms. */
export interface JedMessage {
  /** The member name: the msgid, after its context and U+0004 when it has one. */
  name: string;
  /** The member's property node (name and value) of its last definition. */
  property: Node;
  /** The array node of its forms. */
  value: Node;
  /** msgstr, or msgstr[0], msgstr[1], … in array order. */
  forms: string[];
  line: number;
}
