// Finds the fenced code blocks of a Markdown file and the `<!-- test: … -->` marker in front of each.
// The convention is described in docs/contributing.md and in commands.test.ts.

/** Languages of the blocks a reader types into a shell: each must carry a marker (run or skip). */
export const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['sh', 'bash', 'shell', 'console', 'zsh']);

/** What a `<!-- test: run, … -->` marker asks for. */
export interface RunOptions {
  /** `cwd=repo`: run in the checkout itself (npm scripts); otherwise in the file's scratch folder. */
  inRepo: boolean;
  /** `server`: a reference server with a project is started first (see commands.test.ts). */
  server: boolean;
  /** `project=KEY`: the key of that project (default `my-app`). */
  project: string;
  /** `background`: the block keeps running (a server) until the file's last block is done. */
  background: boolean;
  /** `exit=N`: the exit code the block must end with (default 0). */
  exitCode: number;
  /** `output`: the next fenced block of the file is the output this block prints. */
  output: boolean;
}

/** A fenced code block, its marker and, when the marker says so, the output it shows. */
export interface DocBlock {
  /** Path of the Markdown file as given to `findBlocks`. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  marker: { kind: 'run'; options: RunOptions } | { kind: 'skip'; reason: string } | null;
  /** The lines the block is documented to print (from `output` or a `$ ` transcript), if any. */
  expected: string | null;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const MARKER = /^\s*<!--\s*test:\s*(.*?)\s*-->\s*$/;

/** Parses the text of a marker (what follows `test:`); throws a message naming the file and line. */
export function parseMarker(text: string, where: string): DocBlock['marker'] {
  const [head = '', ...rest] = text.split(',').map((part) => part.trim());
  if (head === 'skip') {
    const reason = rest.join(', ').trim();
    if (reason === '') throw new Error(`${where}: "test: skip" needs a reason: <!-- test: skip, why -->`);
    return { kind: 'skip', reason };
  }
  if (head !== 'run')
    throw new Error(`${where}: unknown marker "test: ${text}": expected "run, …" or "skip, why"`);
  const options: RunOptions = {
    inRepo: false,
    server: false,
    project: 'my-app',
    background: false,
    exitCode: 0,
    output: false,
  };
  for (const option of rest) {
    const [name, value] = option.split('=', 2).map((part) => part.trim());
    if (name === 'cwd' && value === 'repo') options.inRepo = true;
    else if (name === 'server' && value === undefined) options.server = true;
    else if (name === 'project' && value && /^[A-Za-z0-9_-]{1,128}$/.test(value)) options.project = value;
    else if (name === 'background' && value === undefined) options.background = true;
    else if (name === 'exit' && value && /^\d+$/.test(value)) options.exitCode = Number(value);
    else if (name === 'output' && value === undefined) options.output = true;
    else {
      throw new Error(
        `${where}: unknown option "${option}" in "test: ${text}": ` +
          'expected cwd=repo, server, project=KEY, background, exit=N or output',
      );
    }
  }
  return { kind: 'run', options };
}

/**
 * A transcript block (`$ command` lines followed by what they print) splits into the commands and
 * the expected output; any other block is all commands.
 */
function splitTranscript(code: string): { code: string; expected: string | null } {
  const lines = code.split('\n');
  if (!lines.some((line) => line.startsWith('$ '))) return { code, expected: null };
  const commands = lines.filter((line) => line.startsWith('$ ')).map((line) => line.slice(2));
  const output = lines.filter((line) => !line.startsWith('$ '));
  return { code: `${commands.join('\n')}\n`, expected: output.join('\n') };
}

/** Every fenced block of `markdown`, with the marker on the line right before its fence. */
export function findBlocks(markdown: string, file: string): DocBlock[] {
  const lines = markdown.split('\n');
  const raw: Array<{ line: number; lang: string; code: string; markerText: string | null }> = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] as string);
    if (!open) continue;
    const fence = open[2] as string;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !(lines[j] as string).trim().startsWith(fence))
      body.push(lines[j++] as string);
    const previous = i > 0 ? MARKER.exec(lines[i - 1] as string) : null;
    raw.push({
      line: i + 1,
      lang: (open[3] as string).toLowerCase(),
      code: body.length > 0 ? `${body.join('\n')}\n` : '',
      markerText: previous ? (previous[1] as string) : null,
    });
    i = j;
  }
  return raw.map((block, index) => {
    const where = `${file}:${block.line - 1}`;
    const marker = block.markerText === null ? null : parseMarker(block.markerText, where);
    const { line, lang } = block;
    if (marker?.kind !== 'run') return { file, line, lang, code: block.code, marker, expected: null };
    const transcript = splitTranscript(block.code);
    let expected = transcript.expected;
    if (marker.options.output) {
      const next = raw[index + 1];
      if (!next) throw new Error(`${where}: "output" but no fenced block follows to hold the output`);
      expected = next.code;
    }
    return { file, line, lang, code: transcript.code, marker, expected };
  });
}
