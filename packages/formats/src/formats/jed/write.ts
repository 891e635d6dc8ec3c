import { FormatError } from '../../errors.ts';
import { gettextPluralForms, PLURAL_SOURCE } from '../../gettext.ts';
import type { Entries } from '../../model.ts';
import { FORM_KEY, MAX_FORMS } from './model.ts';

/**
 * Groups entries into JED messages, in the order of each message's first key: `k[0]`, `k[1]`, … are
 * the forms of `k` when the entries hold `k[msgid_plural]` (a PO source's plural) or at least two of
 * them (`k[0]` alone is a msgid of its own, as in PO). `k[msgid_plural]` itself is not written:
 * JED does not store it.
 */
export function jedMessages(entries: Entries): Map<string, string[]> {
  const counts = new Map<string, number>();
  const plural = new Set<string>();
  for (const key of entries.keys()) {
    if (key.endsWith(PLURAL_SOURCE)) plural.add(key.slice(0, -PLURAL_SOURCE.length));
    const form = FORM_KEY.exec(key);
    if (form) counts.set(form[1] as string, (counts.get(form[1] as string) ?? 0) + 1);
  }
  for (const [base, count] of counts) if (count > 1) plural.add(base);
  const messages = new Map<string, string[]>();
  for (const [key, value] of entries) {
    if (key.endsWith(PLURAL_SOURCE) && plural.has(key.slice(0, -PLURAL_SOURCE.length))) continue;
    const form = FORM_KEY.exec(key);
    if (form && plural.has(form[1] as string)) {
      const base = form[1] as string;
      const index = Number(form[2]);
      if (index >= MAX_FORMS) {
        throw new FormatError(
          `key "${key}" is form ${index} of "${base}"; a JED message holds at most ${MAX_FORMS} forms`,
          { key },
        );
      }
      const forms = messages.get(base) ?? [];
      forms[index] = value;
      messages.set(base, forms);
      continue;
    }
    if (key === '') {
      throw new FormatError('an empty key cannot be written to a JED file: the "" member is its header', {
        key,
      });
    }
    messages.set(key, [value]);
  }
  // A missing form in the middle is an empty msgstr, as in PO.
  for (const [base, forms] of messages)
    messages.set(
      base,
      Array.from(forms, (f) => f ?? ''),
    );
  return messages;
}

/** How `serializeJed` writes. */
export interface JedWriteOptions {
  /** The locale, written as the header's `lang`; its usual gettext plural-forms go beside it. */
  locale?: string;
  trailingNewline?: boolean;
}

/**
 * Writes a JED file from nothing in the layout of WordPress.org's language packs (one line, domain
 * `messages`, a header with `domain`, `plural-forms` and `lang`, one array per message), in JSON's own
 * escaping (`/` and non-ASCII as they are).
 */
export function serializeJed(entries: Entries, options: JedWriteOptions = {}): string {
  const header: Record<string, string> = Object.create(null);
  header.domain = 'messages';
  if (options.locale !== undefined) {
    const forms = gettextPluralForms(options.locale);
    if (forms !== undefined) header['plural-forms'] = forms;
    header.lang = options.locale;
  }
  const members = [`"":${JSON.stringify(header)}`];
  for (const [key, forms] of jedMessages(entries)) {
    members.push(`${JSON.stringify(key)}:${JSON.stringify(forms)}`);
  }
  const text = `{"domain":"messages","locale_data":{"messages":{${members.join(',')}}}}`;
  return options.trailingNewline === true ? `${text}\n` : text;
}
