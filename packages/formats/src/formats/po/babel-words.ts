// Babel's `WORD_SEP` split, done by one scan instead of its regular expression: the pattern
//   (\s+|[^\s\w]*\w+[a-zA-Z]-(?=\w+[a-zA-Z])|(?<=[\w!"'&.,?])-{2,}(?=\w))
// backtracks over a whole run of word characters (or of punctuation, or of dashes) at every
// position of the run, so a word of n letters cost n² steps. The scan below finds the same
// leftmost matches from tables of run ends, each built right to left in one pass.

const WORD = /[\p{L}\p{N}_]/u;
const SPACE = /\s/u;
const ASCII_LETTER = /[a-zA-Z]/;
const BEFORE_DASHES = /[\p{L}\p{N}_!"'&.,?]/u;

/**
 * `line.split(WORD_SEP)` for Babel's `WORD_SEP` (whitespace runs, hyphenated words, em-dashes made
 * of `--`), `\w` being Unicode as in Python: the texts between separators with the separators
 * themselves in between, as `String.prototype.split` gives them with a capturing pattern.
 */
export function splitBabelWords(line: string): string[] {
  const chars = [...line];
  const n = chars.length;
  if (n === 0) return [''];
  const word = chars.map((c) => WORD.test(c));
  const space = chars.map((c) => SPACE.test(c));
  // Ends (exclusive) of the run of each class starting at each index, and whether an ASCII letter
  // lies in the word run from an index on.
  const spaceEnd = new Int32Array(n + 1);
  const punctEnd = new Int32Array(n + 1);
  const wordEnd = new Int32Array(n + 1);
  const dashEnd = new Int32Array(n + 1);
  const asciiFrom = new Uint8Array(n + 1);
  spaceEnd[n] = punctEnd[n] = wordEnd[n] = dashEnd[n] = n;
  for (let i = n - 1; i >= 0; i--) {
    spaceEnd[i] = space[i] ? (spaceEnd[i + 1] as number) : i;
    punctEnd[i] = !space[i] && !word[i] ? (punctEnd[i + 1] as number) : i;
    wordEnd[i] = word[i] ? (wordEnd[i + 1] as number) : i;
    dashEnd[i] = chars[i] === '-' ? (dashEnd[i + 1] as number) : i;
    asciiFrom[i] = word[i] && (ASCII_LETTER.test(chars[i] as string) || asciiFrom[i + 1] === 1) ? 1 : 0;
  }
  // The end of the separator starting at `i`, or -1 when none starts there.
  const matchAt = (i: number): number => {
    if (space[i]) return spaceEnd[i] as number;
    // [^\s\w]*\w+[a-zA-Z]-(?=\w+[a-zA-Z]): the punctuation run can only be taken whole (a word
    // character must follow it), and the `-` can only close the word run after it.
    const j = punctEnd[i] as number;
    if (j < n && word[j]) {
      const k = wordEnd[j] as number;
      if (
        k - j >= 2 &&
        ASCII_LETTER.test(chars[k - 1] as string) &&
        chars[k] === '-' &&
        k + 2 < n &&
        word[k + 1] &&
        asciiFrom[k + 2] === 1
      ) {
        return k + 1;
      }
    }
    // (?<=[\w!"'&.,?])-{2,}(?=\w): only the whole run of dashes can be followed by a word character.
    if (chars[i] === '-' && i > 0 && BEFORE_DASHES.test(chars[i - 1] as string)) {
      const end = dashEnd[i] as number;
      if (end - i >= 2 && end < n && word[end]) return end;
    }
    return -1;
  };
  const pieces: string[] = [];
  let from = 0;
  for (let i = 0; i < n; i++) {
    const end = matchAt(i);
    if (end < 0) continue;
    pieces.push(chars.slice(from, i).join(''), chars.slice(i, end).join(''));
    from = end;
    i = end - 1;
  }
  pieces.push(chars.slice(from).join(''));
  return pieces;
}
