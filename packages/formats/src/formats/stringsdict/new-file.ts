// A new locale's `.stringsdict` is the source file with the locale's texts written over it, as Xcode
// makes one (adding a localization copies the development language's file into the new `.lproj`;
// importing a translated export fills it): the variables' spec and value types, comments and layout
// are the source's, and messages the locale has no text for are left out.
import type { Entries } from '../../model.ts';
import { GROUP_FORM, VARIABLE_FORM } from './model.ts';
import { parseStringsdict } from './read.ts';
import { rewriteStringsdict } from './rewrite.ts';

/**
 * `entries` written over the source file `template`. A message whose forms are pulled but whose format
 * key (`files` = `%#@COUNT@`) is not (it holds little to translate, and a service may leave it out)
 * keeps the source's: an empty format key would show nothing at run time.
 */
export function newStringsdict(entries: Entries, template: string): string {
  const source = parseStringsdict(template);
  const withFormats: Entries = new Map(entries);
  const messages = new Set<string>();
  for (const key of entries.keys()) {
    const message = (VARIABLE_FORM.exec(key) ?? GROUP_FORM.exec(key))?.[1];
    if (message !== undefined) messages.add(message);
  }
  for (const message of messages) {
    const format = source.get(message);
    if (format !== undefined && !withFormats.has(message)) withFormats.set(message, format);
  }
  return rewriteStringsdict(withFormats, template);
}
