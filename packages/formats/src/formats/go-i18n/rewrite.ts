import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { detectEol } from '../../shared/blocks.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { quotedEnd } from '../../shared/quoted.ts';
import { spliceFromEnd } from '../../shared/splice.ts';
import type { TDocument, TList, TMap, TMember, TNode, TString } from '../../shared/tree.ts';
import type { Form, Message } from './model.ts';
import { readGoI18n } from './read.ts';
import { asMember, inlineForms, keyText, messagesOf, quote, serializeGoI18n, type Written } from './write.ts';

/** One change to the existing text: `text` replaces `[start, end)`; an insertion has start = end. */
interface Edit {
  start: number;
  end: number;
  text: string;
  /** An insertion that goes after every other insertion at its offset (new tables at the end). */
  last?: true;
}

/** What to add to a container: a member of a map, or a v1 message of a list. */
interface Addition {
  name: string;
  value: Written;
}

interface Pending {
  container: TMap | TList;
  dropped: Set<TMember | TNode>;
  added: Addition[];
}

/**
 * Writes entries over an existing go-i18n file in its own syntax and form (v2 maps or v1 lists),
 * editing only what changed: a changed text is replaced where it stands (in its quoting where the
 * text allows), a removed message or form goes with its lines, new forms follow the last form of
 * their message and new messages the last message. Descriptions, hashes, comments and every other
 * byte stay as written.
 */
export function rewriteGoI18n(entries: Entries, existing: string, options: SerializeOptions): string {
  const { doc, byId } = readGoI18n(existing, options.path === undefined ? {} : { path: options.path });
  if (doc.root === undefined || (doc.root.kind === 'map' ? doc.root.members : doc.root.items).length === 0) {
    return (
      doc.bom +
      serializeGoI18n(entries, {
        syntax: doc.syntax,
        ...(options.style?.indent !== undefined && { indent: options.style.indent }),
        trailingNewline:
          options.style?.trailingNewline ?? (existing.trim() === '' || endsWithNewline(existing)),
      })
    );
  }
  const first = byId.values().next().value;
  const sample = first?.text ?? first?.forms.values().next().value?.value;
  const editor = new Editor(doc, sample);
  const wanted = messagesOf(entries);
  for (const message of byId.values()) {
    const written = wanted.get(message.id);
    if (written === undefined) editor.drop(message.container, message.slot);
    else editor.update(message, written);
  }
  for (const [id, written] of wanted) {
    if (!byId.has(id)) {
      editor.add(doc.root, { name: id, value: doc.root.kind === 'map' ? asMember(id, written) : written });
    }
  }
  return doc.bom + editor.apply();
}

class Editor {
  private readonly edits: Edit[] = [];
  private readonly pending = new Map<TMap | TList, Pending>();
  private readonly eol: string;
  private readonly unit: string;
  private readonly doc: TDocument;
  /** A text of the file: new texts are quoted as it is. */
  private readonly sample: TString | undefined;
  /** Between a name and its value: ` = ` in TOML, `: ` in YAML, as the file's first member in JSON. */
  private readonly colon: string;

  constructor(doc: TDocument, sample: TString | undefined) {
    this.doc = doc;
    this.sample = sample;
    this.eol = detectEol(doc.text);
    this.unit = detectIndent(doc.text, '  ');
    this.colon = doc.syntax === 'toml' ? ' = ' : doc.syntax === 'json' ? jsonColonOf(doc.text) : ': ';
  }

  private of(container: TMap | TList): Pending {
    let pending = this.pending.get(container);
    if (!pending) {
      pending = { container, dropped: new Set(), added: [] };
      this.pending.set(container, pending);
    }
    return pending;
  }

  drop(container: TMap | TList, slot: TMember | TNode): void {
    this.of(container).dropped.add(slot);
  }

  add(container: TMap | TList, addition: Addition): void {
    this.of(container).added.push(addition);
  }

  update(message: Message, written: Written): void {
    const wanted = typeof written === 'string' ? new Map<Form, string>([['other', written]]) : written;
    if (message.text) {
      const other = wanted.get('other');
      if (wanted.size === 1 && other !== undefined) this.replace(message.text, other);
      else this.becomeForms(message.text, wanted);
      return;
    }
    const holder = message.holder as TMap;
    for (const [form, member] of message.forms) {
      const text = wanted.get(form);
      if (text === undefined) this.drop(holder, member);
      else this.replace(member.value, text);
    }
    for (const [form, text] of wanted) {
      if (!message.forms.has(form)) this.add(holder, { name: form, value: text });
    }
  }

  /** A new text, quoted as the file quotes its texts. */
  private quoted(value: string): string {
    return quote(this.doc.syntax, value, this.sample);
  }

  private replace(node: TString, value: string): void {
    if (node.value === value) return;
    const { text } = this.doc;
    // A YAML block scalar's span takes in the line breaks after it, which stay.
    const end =
      node.quote === 'block' ? node.start + text.slice(node.start, node.end).trimEnd().length : node.end;
    this.edits.push({ start: node.start, end, text: quote(this.doc.syntax, value, node) });
  }

  /** A message written as one text becomes a map of forms, in place. */
  private becomeForms(node: TString, forms: Map<Form, string>): void {
    const { text, syntax } = this.doc;
    if (syntax === 'yaml' && !this.inFlow(node.start)) {
      const indent = ' '.repeat(this.column(this.ownerStart(node.start)) + this.unit.length);
      let start = node.start;
      while (start > 0 && /[ \t]/.test(text[start - 1] as string)) start--;
      const end =
        node.quote === 'block' ? node.start + text.slice(node.start, node.end).trimEnd().length : node.end;
      const body = [...forms].map(([f, t]) => `${this.eol}${indent}${f}: ${this.quoted(t)}`).join('');
      this.edits.push({ start, end, text: body });
      return;
    }
    this.edits.push({ start: node.start, end: node.end, text: inlineForms(syntax, forms) });
  }

  /** Whether an offset of a YAML file lies inside a flow collection (`{…}`, `[…]`) on its line. */
  private inFlow(offset: number): boolean {
    return opensFlow(this.doc.text.slice(this.lineStart(offset), offset));
  }

  /** Where the name of the member whose value starts at `offset` begins (the first text of its line). */
  private ownerStart(offset: number): number {
    const start = this.lineStart(offset);
    const line = this.doc.text.slice(start, offset);
    return start + (/^[ \t]*(?:-[ \t]+)*/.exec(line)?.[0].length ?? 0);
  }

  private lineStart(offset: number): number {
    return this.doc.text.lastIndexOf('\n', offset - 1) + 1;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  /** The lines `[start, end)` take, through the line break of the last. */
  private lines(start: number, end: number): Edit {
    const { text } = this.doc;
    const from = this.lineStart(start);
    const last = Math.max(start, end - 1);
    const newline = text[last] === '\n' ? last : text.indexOf('\n', last);
    let to = newline === -1 ? text.length : newline + 1;
    // A blank line on each side: one of them goes too, so messages stay one blank line apart.
    const before = text.slice(this.lineStart(Math.max(0, from - 1)), from);
    if (from > 0 && before.trim() === '' && /^[ \t]*\r?\n/.test(text.slice(to))) {
      to += /^[ \t]*\r?\n/.exec(text.slice(to))?.[0].length as number;
    }
    return { start: from, end: to, text: '' };
  }

  private childrenOf(container: TMap | TList): Array<TMember | TNode> {
    return container.kind === 'map' ? container.members : container.items;
  }

  apply(): string {
    for (const pending of this.pending.values()) this.resolve(pending);
    const { text } = this.doc;
    // From the end, so earlier offsets hold; at one offset a removal goes before an insertion.
    // Insertions at one offset land in the order they were made: the later one is applied first.
    const order = new Map(this.edits.map((edit, i) => [edit, i]));
    const rank = (edit: Edit): number =>
      (edit.end > edit.start ? 2e9 : 0) + (edit.last ? 1e9 : 0) + (order.get(edit) as number);
    const edits = this.edits.sort((a, b) => b.start - a.start || rank(b) - rank(a));
    const applied: Edit[] = [];
    let floor = Number.POSITIVE_INFINITY;
    for (const edit of edits) {
      // A removal sharing a blank line with the one after it removes the rest; an edit inside a span
      // already replaced as a whole is dropped.
      if (edit.end > floor && edit.text !== '') continue;
      applied.push(edit);
      floor = edit.start;
    }
    return spliceFromEnd(text, applied, true);
  }

  private resolve({ container, dropped, added }: Pending): void {
    const children = this.childrenOf(container);
    const kept = children.filter((c) => !dropped.has(c));
    if (container.flow) this.resolveFlow(container, children, kept, dropped, added);
    else this.resolveBlock(container, children, kept, dropped, added);
  }

  private resolveFlow(
    container: TMap | TList,
    children: Array<TMember | TNode>,
    kept: Array<TMember | TNode>,
    dropped: Set<TMember | TNode>,
    added: Addition[],
  ): void {
    const { text } = this.doc;
    const first = children[0];
    const multiline = first !== undefined && text.slice(container.start, first.start).includes('\n');
    const indent = first ? text.slice(this.lineStart(first.start), first.start).replace(/\S.*$/s, '') : '';
    if (kept.length === 0) {
      const open = text[container.start] as string;
      const close = open === '[' ? ']' : '}';
      const inner = indent || this.unit;
      const outer = first ? indent.slice(0, Math.max(0, indent.length - this.unit.length)) : '';
      const items = added.map((a) => this.flowItem(container, a, inner, multiline));
      const body = multiline
        ? `${this.eol}${inner}${items.join(`,${this.eol}${inner}`)}${this.eol}${outer}`
        : this.doc.syntax === 'toml'
          ? ` ${items.join(', ')} `
          : items.join(', ');
      this.edits.push({
        start: container.start,
        end: container.end,
        text: `${open}${items.length ? body : ''}${close}`,
      });
      return;
    }
    // Found once: asked of each dropped child, it made removing most of a large map quadratic.
    const lastKept = children.findLastIndex((c) => !dropped.has(c));
    children.forEach((child, i) => {
      if (!dropped.has(child)) return;
      const later = i < lastKept;
      const next = children[i + 1];
      const previous = children[i - 1] as TMember | TNode;
      if (later && next) this.edits.push({ start: child.start, end: next.start, text: '' });
      else this.edits.push({ start: previous.end, end: child.end, text: '' });
    });
    if (added.length === 0) return;
    const last = kept.at(-1) as TMember | TNode;
    let separator = multiline ? this.eol + indent : ' ';
    if (children.length >= 2) {
      const between = text.slice(
        (children[0] as TMember | TNode).end,
        (children[1] as TMember | TNode).start,
      );
      separator = between.slice(between.indexOf(',') + 1);
    }
    const rendered = added
      .map((a) => `,${separator}${this.flowItem(container, a, indent, multiline)}`)
      .join('');
    this.edits.push({ start: last.end, end: last.end, text: rendered });
  }

  /** One member or v1 message of a flow container. */
  private flowItem(container: TMap | TList, addition: Addition, indent: string, multiline: boolean): string {
    const { syntax } = this.doc;
    const { colon } = this;
    const value = (written: Written, at: string): string => {
      if (typeof written === 'string') return this.quoted(written);
      if (!multiline || syntax !== 'json') return inlineForms(syntax, written);
      const inner = at + this.unit;
      const forms = [...written].map(([f, t]) => `${inner}${JSON.stringify(f)}${colon}${JSON.stringify(t)}`);
      return `{${this.eol}${forms.join(`,${this.eol}`)}${this.eol}${at}}`;
    };
    if (container.kind === 'map')
      return `${keyText(syntax, addition.name)}${colon}${value(addition.value, indent)}`;
    const id = `${keyText(syntax, 'id')}${colon}${quote(syntax, addition.name)}`;
    const translation = `${keyText(syntax, 'translation')}${colon}`;
    if (!multiline || syntax !== 'json') {
      return `{${id}, ${translation}${value(addition.value, indent)}}`;
    }
    const inner = indent + this.unit;
    return `{${this.eol}${inner}${id},${this.eol}${inner}${translation}${value(addition.value, inner)}${this.eol}${indent}}`;
  }

  private resolveBlock(
    container: TMap | TList,
    children: Array<TMember | TNode>,
    kept: Array<TMember | TNode>,
    dropped: Set<TMember | TNode>,
    added: Addition[],
  ): void {
    const { text, syntax } = this.doc;
    for (const child of dropped) {
      const span = this.lines(child.start, child.end);
      this.edits.push(span);
    }
    if (added.length === 0) return;
    const first = children[0];
    const last = kept.at(-1);
    if (syntax === 'toml') {
      this.addToml(container as TMap, last, added);
      return;
    }
    // YAML block mapping or sequence: new lines after the last kept child, at the first one's column.
    const anchor = first as TMember | TNode;
    const prefix = text.slice(this.lineStart(anchor.start), anchor.start);
    const at = last ? this.lines(last.start, last.end).end : this.lineStart(anchor.start);
    const lead = at === text.length && !endsWithNewline(text) ? this.eol : '';
    const pad = ' '.repeat(prefix.length);
    let body = '';
    if (container.kind === 'map') {
      for (const a of added) body += `${pad}${this.yamlMember(a.name, a.value, pad)}${this.eol}`;
    } else {
      const second = children[1];
      const spaced =
        second !== undefined &&
        /\n[ \t]*\r?\n/.test(
          text.slice(this.lines(anchor.start, anchor.end).start, this.lineStart(second.start) + 1),
        );
      const dash = /-[ \t]*$/.test(prefix) ? prefix : `${pad.slice(2)}- `;
      for (const a of added) {
        body += `${spaced ? this.eol : ''}${dash}id: ${quote('yaml', a.name)}${this.eol}${pad}${this.yamlMember('translation', a.value, pad)}${this.eol}`;
      }
    }
    this.edits.push({ start: at, end: at, text: lead + body });
  }

  private yamlMember(name: string, written: Written, pad: string): string {
    const key = keyText('yaml', name);
    if (typeof written === 'string') return `${key}: ${this.quoted(written)}`;
    const inner = pad + this.unit;
    return `${key}:${[...written].map(([f, t]) => `${this.eol}${inner}${f}: ${this.quoted(t)}`).join('')}`;
  }

  private addToml(map: TMap, last: TMember | TNode | undefined, added: Addition[]): void {
    const { text } = this.doc;
    const root = this.doc.root === map;
    const tables = root && map.members.some((m) => m.value.kind === 'map' && (m.value as TMap).header);
    if (tables) {
      // Keys after a table belong to it: new messages go at the end, each a table of its own.
      const lead = endsWithNewline(text) ? '' : this.eol;
      const body = added
        .map((a) => {
          const forms = typeof a.value === 'string' ? new Map([['other', a.value]]) : a.value;
          const lines = [...forms].map(([f, t]) => `${f} = ${this.quoted(t)}`).join(this.eol);
          return `${this.eol}[${keyText('toml', a.name)}]${this.eol}${lines}${this.eol}`;
        })
        .join('');
      this.edits.push({ start: text.length, end: text.length, text: lead + body, last: true });
      return;
    }
    const anchor = last ?? map.members[0];
    const pad = anchor ? text.slice(this.lineStart(anchor.start), anchor.start).replace(/\S.*$/s, '') : '';
    const at = last
      ? this.lines(last.start, last.end).end
      : map.header
        ? this.lines(map.header.start, map.header.end).end
        : anchor
          ? this.lineStart(anchor.start)
          : text.length;
    const lead = at === text.length && !endsWithNewline(text) ? this.eol : '';
    const body = added
      .map((a) => {
        const value = typeof a.value === 'string' ? this.quoted(a.value) : inlineForms('toml', a.value);
        return `${pad}${keyText('toml', a.name)} = ${value}${this.eol}`;
      })
      .join('');
    this.edits.push({ start: at, end: at, text: lead + body });
  }
}

/**
 * Whether `line`, its quoted texts taken out, holds `{` or `[`. A scan, not a regular expression:
 * V8 tries `"(?:[^"\\]|\\.)*"` again from every quote of a line whose first quote never closes,
 * which is quadratic on a long flow mapping of keys holding `\"`.
 */
function opensFlow(line: string): boolean {
  // Once a quote of a kind never closes, no later quote of that kind does: skip them.
  let doubleOpen = true;
  let singleOpen = true;
  for (let i = 0; i < line.length; ) {
    const c = line[i];
    if (c === '{' || c === '[') return true;
    const end =
      c === '"' && doubleOpen
        ? quotedEnd(line, i)
        : c === "'" && singleOpen
          ? line.indexOf("'", i + 1) + 1
          : i + 1;
    if (end > 0) {
      i = end;
    } else {
      if (c === '"') doubleOpen = false;
      else singleOpen = false;
      i++;
    }
  }
  return false;
}

const COLON = /[ \t]*:[ \t]*/y;

/** The spacing around the colon of a JSON file's first member (`"id": …`, `"id" : …`). */
function jsonColonOf(text: string): string {
  // String to string, as JSON reads them: a text of millions of characters is scanned once.
  for (let start = text.indexOf('"'); start !== -1; ) {
    const end = quotedEnd(text, start);
    if (end === -1) break;
    COLON.lastIndex = end;
    const colon = COLON.exec(text)?.[0];
    if (colon !== undefined) return colon;
    start = text.indexOf('"', end);
  }
  return ': ';
}
