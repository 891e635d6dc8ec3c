import type { ParseOptions, TranslationFormat } from './contract.ts';
import type { Entries, FileStyle } from './model.ts';

/**
 * The last result of a reading, by content and options key, handed out as copies. Only the last: a
 * pull's steps over one file follow each other, and a streamed pull lets each file's text and
 * entries go before the next file arrives (so holding more would hold files it has finished).
 */
class LastReading<T> {
  #content: string | undefined;
  #key = '';
  #result: T | undefined;
  readonly #copy: (value: T) => T;

  constructor(copy: (value: T) => T) {
    this.#copy = copy;
  }

  get(content: string, key: string, compute: () => T): T {
    // `===` on the same string object is a pointer compare; strings of other lengths differ at once.
    if (this.#result === undefined || this.#key !== key || this.#content !== content) {
      this.#result = undefined;
      this.#result = compute();
      this.#content = content;
      this.#key = key;
    }
    return this.#copy(this.#result);
  }
}

/** The options that change what a parse returns (`warn` only receives warnings). */
function optionsKey(options: ParseOptions | undefined): string {
  return JSON.stringify([options?.path ?? null, options?.locale ?? null, options?.source === true]);
}

/**
 * The format with `parse` and `detectStyle` remembering their last result: a pull read each file's
 * text five times (its entries, its structure, the rewrite's style, its no-change check, the change
 * report), and one parse of a 1.6 MB Qt file takes 0.06 s warm. A parse given `warn` always runs, so
 * its warnings reach the caller, and so does one given `once`, which is neither kept nor copied. Each
 * caller gets its own copy to change as it likes.
 */
export function rememberReadings(format: TranslationFormat): TranslationFormat {
  const parses = new LastReading<Entries>((entries) => new Map(entries));
  const styles = new LastReading<FileStyle>((style) => ({ ...style, keyOrder: [...style.keyOrder] }));
  return {
    ...format,
    parse: (content, options) =>
      options?.warn || options?.once
        ? format.parse(content, options)
        : parses.get(content, optionsKey(options), () => format.parse(content, options)),
    detectStyle: (content) => styles.get(content, '', () => format.detectStyle(content)),
  };
}
