import { FluentParser, Junk, Message, type Resource, Term } from '@fluent/syntax';
import type { FormatWarning } from '../../contract.ts';
import { checkEntryCount, checkKeyLength } from '../../model.ts';
import { lineLocator } from '../../shared/lines.ts';
import { checkFluentDepth } from './depth.ts';
import { type FluentEntry, type FluentFile, type FluentItem, patternText } from './model.ts';

const parser = new FluentParser({ withSpans: true });

/**
 * Reads a Fluent file with @fluent/syntax, the reference parser of Project Fluent. What it cannot
 * read (Junk) is skipped with a warning naming the line, as Fluent runtimes skip it; of a message or
 * term defined twice the first is read, as FluentBundle reads it, with a warning naming both lines.
 */
export function readFluent(content: string, warn?: (warning: FormatWarning) => void): FluentFile {
  checkFluentDepth(content);
  const resource: Resource = parser.parse(content);
  const locate = lineLocator(content);
  const items: FluentItem[] = [];
  const seen = new Map<string, number>();
  let count = 0;
  for (const node of resource.body) {
    if (node instanceof Junk) {
      const at = node.span?.start ?? 0;
      const { line } = locate(at);
      warn?.({
        message: `line ${line} is not valid Fluent (${node.annotations[0]?.message ?? 'unreadable'}); it is skipped, as Fluent runtimes skip it, and kept as written`,
        line,
      });
      continue;
    }
    if (!(node instanceof Message) && !(node instanceof Term)) continue;
    const span = node.span as { start: number; end: number };
    const id = (node instanceof Term ? '-' : '') + node.id.name;
    const idEnd = (node.id.span as { end: number }).end;
    const line = locate(idEnd).line;
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      // fluent.js's FluentBundle keeps the first definition and reports the later one: so does this.
      warn?.({
        message: `"${id}" is defined twice (lines ${earlier} and ${line}); the first is read, as Fluent runtimes read it, and the second is kept as written: remove one of them`,
        key: id,
        line,
      });
      continue;
    }
    seen.set(id, line);
    const valueAt = content.indexOf('=', idEnd) + 1;
    let value: FluentEntry | undefined;
    if (node.value) {
      checkKeyLength(id, line);
      value = {
        key: id,
        value: patternText(node.value),
        start: valueAt,
        end: (node.value.span as { end: number }).end,
        line,
      };
      count++;
    }
    const attributes = node.attributes.map((attribute) => {
      const attrSpan = attribute.span as { start: number; end: number };
      const key = `${id}.${attribute.id.name}`;
      const attrLine = locate(attrSpan.start).line;
      checkKeyLength(key, attrLine);
      count++;
      return {
        key,
        value: patternText(attribute.value),
        start: content.indexOf('=', (attribute.id.span as { end: number }).end) + 1,
        end: (attribute.value.span as { end: number }).end,
        line: attrLine,
        attrStart: attrSpan.start,
        attrEnd: attrSpan.end,
      };
    });
    checkEntryCount(count, line);
    items.push({ id, start: span.start, end: span.end, value, valueAt, attributes });
  }
  return { items };
}

/** Every key of a read file with its text, in file order. */
export function fluentEntries(file: FluentFile): FluentEntry[] {
  return file.items.flatMap((item) => [...(item.value ? [item.value] : []), ...item.attributes]);
}
