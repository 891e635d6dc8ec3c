import type { Entries } from '../model.ts';
import { type IcuParse, parseIcu } from './icu.ts';
import { type PlainArguments, plainArguments, samePlainArguments, samePlainTexts } from './plain.ts';
import { looksLikeSlang } from './slang.ts';

/** Source texts kept by default; past this a cache starts over, so memory stays bounded on huge pushes. */
const MAX_SOURCE_TEXTS = 200_000;

/** Options of `createTextCache`. */
export interface TextCacheOptions {
  /** How a text is read as ICU; `parseIcu` unless a test counts the calls. */
  parse?: (text: string) => IcuParse;
  /** How a plain source text's arguments are read to be kept; `plainArguments` unless a test counts the calls. */
  plainArguments?: (text: string) => PlainArguments | undefined;
  /** Distinct source texts kept before the cache starts over. */
  maxSourceTexts?: number;
  /**
   * Whether the checks may pass a translation without reading it in full when the answer is known
   * (`FileTexts.shortcuts`). Default true; a test turns them off to compare both ways.
   */
  shortcuts?: boolean;
}

/**
 * What the checks read of texts, each worked out once: the source's texts for as long as the cache
 * lives (one push or pull: every translation file is checked against the same source), a
 * translation's texts for one file (`forFile`). Results are shared: callers must not change them.
 */
export interface TextCache {
  /**
   * A view for checking one translation file: its own texts are read once for all the checks.
   * `source`: the source entries the file is checked against, when the cache serves several (one
   * per resource of a push with several source files); the first file checked against each is its
   * first file (`FileTexts.samePlainSource`). Without it, the cache's first file is.
   */
  forFile(source?: Entries): FileTexts;
}

/** The texts of one check of a translation file against its source (see `TextCache`). */
export interface FileTexts {
  /** A source text read as ICU. */
  source(text: string): IcuParse;
  /**
   * A source text's placeholders as `extract` finds them, once per text and `variant` (the reading's
   * options: the format's own syntax, printf or not).
   */
  sourcePlaceholders(text: string, variant: string, extract: (text: string) => string[]): string[];
  /** A translation text read as ICU. */
  translation(text: string): IcuParse;
  /**
   * Whether the checks pass, unread, a translation equal to its source text and a plain one
   * (plain.ts) whose arguments are the source's: neither can have a problem.
   */
  readonly shortcuts: boolean;
  /**
   * Whether `text` and the source text are plain (plain.ts) with the same set of arguments; false
   * tells nothing. The source's arguments are read once per text, except while the first file
   * checked against a source is: a push that sends one translation file of a resource reads each of
   * its source texts once, and keeping their arguments would cost more than reading them again.
   */
  samePlainSource(sourceText: string, text: string): boolean;
  /** Whether the source's entries look like slang's (`looksLikeSlang`), once per source for the cache. */
  sourceLooksLikeSlang(source: Entries): boolean;
}

interface SourceReading {
  icu?: IcuParse;
  placeholders?: Map<string, string[]>;
}

/**
 * A cache for the checks of one push or pull (see `TextCache`): pass it to `checkPlaceholders` and
 * `checkMessageSyntax` of every file, so each source text is parsed once, not once per file and check.
 */
export function createTextCache(options: TextCacheOptions = {}): TextCache {
  const parse = options.parse ?? parseIcu;
  const argumentsOf = options.plainArguments ?? plainArguments;
  const max = options.maxSourceTexts ?? MAX_SOURCE_TEXTS;
  const shortcuts = options.shortcuts ?? true;
  const sources = new Map<string, SourceReading>();
  // Apart from the other readings: most texts need this one only, and no reading object for it.
  const plains = new Map<string, PlainArguments | null>();
  let files = 0;
  // The sources a file has been checked against: the next file checked against one is not its first.
  const started = new WeakSet<Entries>();
  // Keyed by the source's entries: every file of one push is checked against the same map.
  const slang = new WeakMap<Entries, boolean>();
  const readingOf = (text: string): SourceReading => {
    let reading = sources.get(text);
    if (reading === undefined) {
      if (sources.size >= max) sources.clear();
      reading = {};
      sources.set(text, reading);
    }
    return reading;
  };
  const source = (text: string): IcuParse => {
    const reading = readingOf(text);
    reading.icu ??= parse(text);
    return reading.icu;
  };
  return {
    forFile(against?: Entries): FileTexts {
      const first = against === undefined ? files++ === 0 : !started.has(against);
      if (against !== undefined) started.add(against);
      const translations = new Map<string, IcuParse>();
      return {
        source,
        shortcuts,
        samePlainSource(sourceText, text) {
          if (first && samePlainTexts(sourceText, text)) return true;
          let plain = plains.get(sourceText);
          if (plain === undefined) {
            if (plains.size >= max) plains.clear();
            plain = argumentsOf(sourceText) ?? null;
            plains.set(sourceText, plain);
          }
          return plain !== null && samePlainArguments(plain, text);
        },
        sourceLooksLikeSlang(entries) {
          let found = slang.get(entries);
          if (found === undefined) {
            found = looksLikeSlang(entries);
            slang.set(entries, found);
          }
          return found;
        },
        sourcePlaceholders(text, variant, extract) {
          const reading = readingOf(text);
          reading.placeholders ??= new Map();
          let found = reading.placeholders.get(variant);
          if (found === undefined) {
            found = extract(text);
            reading.placeholders.set(variant, found);
          }
          return found;
        },
        translation(text) {
          let parsed = translations.get(text);
          if (parsed === undefined) {
            parsed = parse(text);
            translations.set(text, parsed);
          }
          return parsed;
        },
      };
    },
  };
}
