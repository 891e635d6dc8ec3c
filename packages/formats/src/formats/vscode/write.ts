import type { Entries } from '../../model.ts';
import type { JsonTree } from '../json/model.ts';
import { renderTree } from '../json/write.ts';

/** How `serializeVscode` writes. */
export interface VscodeWriteOptions {
  indent?: string;
  trailingNewline?: boolean;
}

/**
 * Writes an NLS file from nothing: one `"key": "text"` member per entry, in the order given. A
 * translation is plain strings: the `comment` of the source's `{"message", "comment"}` objects is a
 * note for translators of the source (`package.nls.de.json` of VS Code's own language packs and
 * `@vscode/l10n`'s translated bundles hold strings only).
 */
export function serializeVscode(entries: Entries, options: VscodeWriteOptions = {}): string {
  const tree: JsonTree = new Map(entries);
  const text = renderTree(
    tree,
    { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify },
    '',
  );
  return options.trailingNewline === false ? text : `${text}\n`;
}
