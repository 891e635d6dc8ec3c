import { connect } from 'node:net';

/** A raw HTTP/1.1 answer: status line, lower-cased headers and body. */
export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Opens a TCP connection to `origin`, writes `parts` in order (pausing `pauseMs` between them, or
 * never sending more after the last one), and resolves with what the server sent once it closes the
 * connection (or after `closeAfterMs`, to read an answer on a connection the server keeps open).
 */
export function rawExchange(
  origin: string,
  parts: Array<string | Buffer>,
  options: { closeAfterMs?: number } = {},
): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err) => {
      // A reset after the answer arrived still leaves an answer to read.
      if (chunks.length > 0) finish();
      else reject(err);
    });
    socket.on('close', () => finish());
    if (options.closeAfterMs !== undefined) setTimeout(() => socket.destroy(), options.closeAfterMs);
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
    let done = false;
    function finish() {
      if (done) return;
      done = true;
      resolve(parseAnswer(Buffer.concat(chunks).toString('utf8')));
    }
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = end === -1 ? '' : text.slice(end + 4);
  if (headers.get('transfer-encoding') === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return out;
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
