/**
 * Budgets every parser and writer keeps, so that a small hostile file cannot cost a process its
 * stack, memory or minutes. Real files stay far below them (the corpus's longest JSON key has 245
 * characters). A file over a budget is a FormatError naming the limit.
 */
export const LIMITS = {
  /** Nesting of objects, mappings, elements or groups in one file. */
  maxDepth: 100,
  /** Characters in one key. */
  maxKeyLength: 8192,
  /** Delimiter-separated segments of one key when written nested (`a.b.c` has 3). */
  maxKeySegments: 100,
  /** Entries (keys) in one file. */
  maxEntries: 200_000,
  /**
   * Lines in one file, counted before any parser sees it (`\n`, `\r\n` and a lone `\r` each end
   * one). A file of `maxEntries` entries needs a few lines each; a file of ten million blank lines
   * cost the YAML library 128 s.
   */
  maxLines: 1_000_000,
  /**
   * Nodes that YAML aliases may add when expanded (`*anchor`), over the whole file; a "billion
   * laughs" file passes it within a few hundred bytes.
   */
  maxAliasExpansion: 10_000,
} as const;
