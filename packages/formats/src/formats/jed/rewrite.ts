import type { Node } from 'jsonc-parser';
import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { spliceFromEnd } from '../../shared/splice.ts';
import { documentLayout, objectColon } from '../json/rewrite.ts';
import { readJed } from './read.ts';
import { jedMessages } from './write.ts';

interface Splice {
  start: number;
  end: number;
  text: string;
}

const endOf = (node: Node): number => node.offset + node.length;

/**
 * Writes texts over an existing JED file in place: a changed form replaces only its string, a
 * message whose number of forms changes gets a new array, a removed message goes with its comma, new
 * messages follow the domain's last member in the file's own layout. The header, the top-level
 * fields, other domains, untranslated `[]` messages the entries do not fill, and the bytes of
 * everything else stay as written.
 */
export function rewriteJed(entries: Entries, existing: string, _options?: SerializeOptions): string {
  const jed = readJed(existing);
  const { doc, domainNode } = jed;
  const { text } = doc;
  const layout = documentLayout(doc);
  const colon = objectColon(text, domainNode, layout);
  const quote = writtenByWpCli(text) ? phpJsonString : layout.escape;
  const wanted = jedMessages(entries);
  const children = domainNode.children ?? [];
  const arrayStyle = styleOfArrays(text, children);
  const render = (forms: string[]): string =>
    `[${arrayStyle.open}${forms.map(quote).join(arrayStyle.separator)}${arrayStyle.close}]`;
  const splices: Splice[] = [];
  const known = new Set<string>();
  for (const message of jed.messages) {
    known.add(message.name);
    const forms = wanted.get(message.name);
    if (forms === undefined) continue;
    const items = message.value.children ?? [];
    if (forms.length !== items.length) {
      splices.push({ start: message.value.offset, end: endOf(message.value), text: render(forms) });
      continue;
    }
    forms.forEach((form, i) => {
      const item = items[i] as Node;
      if (item.value !== form) splices.push({ start: item.offset, end: endOf(item), text: quote(form) });
    });
  }
  for (const name of jed.empty) {
    known.add(name);
    const forms = wanted.get(name);
    if (forms === undefined) continue;
    // The last definition counts, as JSON.parse reads it.
    const property = [...children].reverse().find((c) => c.children?.[0]?.value === name) as Node;
    const value = property.children?.[1] as Node;
    splices.push({ start: value.offset, end: endOf(value), text: render(forms) });
  }
  // Messages the entries no longer hold go, every definition of them; untranslated ones stay.
  const removed = children.map((child) => {
    const name = child.children?.[0]?.value as string;
    return name !== '' && known.has(name) && !jed.empty.has(name) && !wanted.has(name);
  });
  const kept = removed.filter((r) => !r).length;
  for (let i = 0; i < children.length; i++) {
    if (!removed[i]) continue;
    let last = i;
    while (removed[last + 1]) last++;
    const first = children[i] as Node;
    const after = children[last + 1];
    if (i > 0)
      splices.push({ start: endOf(children[i - 1] as Node), end: endOf(children[last] as Node), text: '' });
    else
      splices.push({
        start: first.offset,
        end: after ? after.offset : endOf(children[last] as Node),
        text: '',
      });
    i = last;
  }
  const added = [...wanted].filter(([name]) => !known.has(name));
  if (added.length > 0) {
    const lead = memberLead(text, domainNode, children);
    const at = children.length > 0 ? endOf(children.at(-1) as Node) : domainNode.offset + 1;
    const members = added.map(([name, forms]) => `${lead}${quote(name)}${colon}${render(forms)}`);
    splices.push({ start: at, end: at, text: (kept > 0 ? ',' : '') + members.join(',') });
  }
  if (splices.length === 0) return existing;
  splices.sort((a, b) => b.start - a.start || b.end - a.end);
  return doc.bom + spliceFromEnd(text, splices);
}

/**
 * Whether `wp i18n make-json` wrote the file and nothing has written raw non-ASCII into it since: its
 * header names WP-CLI as the generator. WP-CLI writes with PHP's `json_encode` and no flags.
 */
function writtenByWpCli(text: string): boolean {
  return /"generator"\s*:\s*"WP-CLI\\?\//.test(text) && !/[\u0080-\uffff]/.test(text);
}

/**
 * A string as PHP's `json_encode` writes it without flags: every character past ASCII as `\uXXXX`
 * (UTF-16 units, lower-case hex), `/` as `\/`; quotes, backslashes and control characters as
 * JSON.stringify escapes them. A file that has no such character yet (Translation Stats' only
 * says `\/`) thus gets the same escapes as one that has (GP Toolbox's `\u00e3`).
 */
function phpJsonString(value: string): string {
  return JSON.stringify(value)
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('/', '\\/');
}

/** The white space before a member of the domain: between two members (less the comma), or after `{`. */
function memberLead(text: string, domain: Node, children: readonly Node[]): string {
  if (children.length > 1) {
    return text.slice(endOf(children[0] as Node), (children[1] as Node).offset).replace(',', '');
  }
  if (children.length === 1) return text.slice(domain.offset + 1, (children[0] as Node).offset);
  return '';
}

/** How the file spaces its message arrays (one line, or one form a line), from its first non-empty one. */
function styleOfArrays(
  text: string,
  children: readonly Node[],
): { open: string; separator: string; close: string } {
  const arrays = children
    .map((c) => c.children?.[1])
    .filter((v): v is Node => v?.type === 'array' && (v.children?.length ?? 0) > 0);
  const several = arrays.find((a) => (a.children?.length ?? 0) > 1);
  const sample = several ?? arrays[0];
  if (sample === undefined) return { open: '', separator: ',', close: '' };
  const items = sample.children as Node[];
  const open = text.slice(sample.offset + 1, (items[0] as Node).offset);
  const close = text.slice(endOf(items.at(-1) as Node), endOf(sample) - 1);
  const separator = several ? text.slice(endOf(items[0] as Node), (items[1] as Node).offset) : `,${open}`;
  return { open, separator, close };
}
