import { readInside } from './paths.ts';
import { decodeText, type TextEncoding } from './text-encoding.ts';

/**
 * The texts of the source locale's files a pull reads, each read once for the whole pull. Three
 * steps look at the source file of each resource: the checks (its placeholders), the layout of new
 * files (its structure and spacing) and new entries' templates. Each read its own copy, its path
 * resolved and checked (`readInside`) every time: with ten source files, thirty reads where one
 * source file took three. The text is read as `readInside` reads, so a path that is or goes through
 * a link out of the repository is refused as before, and every step sees the same bytes.
 */
export class SourceFileTexts {
  readonly #rootReal: string;
  readonly #byPath = new Map<string, Promise<{ text: string; encoding: TextEncoding }>>();

  constructor(rootReal: string) {
    this.#rootReal = rootReal;
  }

  /** The text of the repository file `path` (with `/`), read at the first call; rejects as `readInside` does. */
  async read(path: string): Promise<string> {
    return (await this.decoded(path)).text;
  }

  /** The text of the repository file `path` and the encoding it was read in (see `decodeText`). */
  decoded(path: string): Promise<{ text: string; encoding: TextEncoding }> {
    let read = this.#byPath.get(path);
    if (read === undefined) {
      read = readInside(this.#rootReal, path).then((bytes) => decodeText(bytes, path));
      this.#byPath.set(path, read);
    }
    return read;
  }
}
