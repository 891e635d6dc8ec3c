// What a YAML file written anew takes from its resource's source file besides its spacing: how the
// source quotes its texts (each key's text as the source's, as Crowdin writes Discourse's; or as
// Psych does, as i18n-tasks writes Mastodon's) and whether it opens with `---` (Psych's document start).
import type { Scalar } from 'yaml';
import { writtenByPsych } from './psych-style.ts';
import { read } from './read.ts';
import { detectQuote } from './rewrite.ts';
import type { BlockStyle } from './write.ts';

/** How a file quotes its texts and whether it starts with `---`; undefined for a file YAML cannot read. */
export function scalarStyleOf(
  content: string,
): (Pick<BlockStyle, 'quote' | 'psych' | 'styleOf'> & { documentStart?: boolean }) | undefined {
  let reading: ReturnType<typeof read>;
  const styles = new Map<string, Scalar['type']>();
  try {
    reading = read(content, { styles });
  } catch {
    return undefined;
  }
  const quote = detectQuote(reading.doc);
  return {
    ...(quote !== undefined && { quote }),
    ...(quote === undefined && writtenByPsych(reading.doc) && { psych: true }),
    ...(/^---[ \t]*\r?\n/.test(content) && { documentStart: true }),
    styleOf: (key) => styles.get(key),
  };
}
