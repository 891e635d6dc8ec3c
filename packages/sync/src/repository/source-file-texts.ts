import { readInside } from './paths.ts';

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
  readonly #byPath = new Map<string, Promise<string>>();

  constructor(rootReal: string) {
    this.#rootReal = rootReal;
  }

  /** The text of the repository file `path` (with `/`), read at the first call; rejects as `readInside` does. */
  read(path: string): Promise<string> {
    let text = this.#byPath.get(path);
    if (text === undefined) {
      text = readInside(this.#rootReal, path).then((bytes) => bytes.toString('utf8'));
      this.#byPath.set(path, text);
    }
    return text;
  }
}
