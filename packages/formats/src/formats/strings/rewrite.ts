import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { type BlockFile, rewriteBlocks } from '../../shared/blocks.ts';
import { readStrings } from './read.ts';
import { serializeStrings, stringsLine } from './write.ts';

export function serializeOver(entries: Entries, existing: string, _options: SerializeOptions): string {
  const file = readStrings(existing);
  if (file.blocks.length === 0 && file.trailing.trim() === '') return serializeStrings(entries);
  const equals = equalsOf(file);
  return rewriteBlocks(file, entries, (key, value) => stringsLine(key, value, equals));
}

/** The spacing around `=` of the file's last entry line (`"k"="v";` or `"k" = "v";`). */
function equalsOf(file: BlockFile): string {
  for (let i = file.blocks.length - 1; i >= 0; i--) {
    const line = /^[ \t]*"(?:[^"\\]|\\.)*"([ \t]*=[ \t]*)"/m.exec(file.blocks[i]?.raw ?? '');
    if (line?.[1] !== undefined) return line[1];
  }
  return ' = ';
}
