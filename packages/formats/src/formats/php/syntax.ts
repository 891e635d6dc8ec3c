// PHP spells an array two ways, `[…]` (since PHP 5.4) and `array(…)`; a project keeps one
// (FreshRSS's app/i18n/<locale>/*.php all say `return array(`), and a new file is written in it.
import { applyEdits, type Edit } from './edits.ts';
import type { PhpArray, PhpFile } from './model.ts';
import { readPhp } from './read.ts';

/** `FileStyle.syntax` of a PHP language file: how its returned array is spelled. */
export type ArraySyntax = '[]' | 'array()';

/** How the file spells its returned array; undefined for a file of assignments, which has none. */
export function arraySyntaxOf(file: PhpFile): ArraySyntax | undefined {
  if (file.assigned) return undefined;
  return file.root.short ? '[]' : 'array()';
}

/** True when `syntax` is one `arraySyntaxOf` answers. */
export function isArraySyntax(syntax: string | undefined): syntax is ArraySyntax {
  return syntax === '[]' || syntax === 'array()';
}

/**
 * `text` with every array literal spelled as `syntax` says; comments, spacing and texts stay as they
 * are. A file of assignments is returned unchanged.
 */
export function withArraySyntax(text: string, syntax: ArraySyntax): string {
  const file = readPhp(text);
  if (file.assigned) return text;
  const short = syntax === '[]';
  const edits: Edit[] = [];
  // An explicit stack, so no nesting can exhaust the call stack (readPhp bounds it anyway).
  const pending: PhpArray[] = [file.root];
  for (let array = pending.pop(); array !== undefined; array = pending.pop()) {
    for (const item of array.items) if (item.value.kind === 'array') pending.push(item.value);
    if (array.short === short) continue;
    if (short) {
      const keyword = /array\s*\($/i.exec(text.slice(Math.max(0, array.open - 64), array.open));
      if (!keyword) continue;
      edits.push({ start: array.open - keyword[0].length, end: array.open, text: '[' });
      edits.push({ start: array.close, end: array.close + 1, text: ']' });
    } else {
      edits.push({ start: array.open - 1, end: array.open, text: 'array(' });
      edits.push({ start: array.close, end: array.close + 1, text: ')' });
    }
  }
  return applyEdits(text, edits);
}
