// A small sync server on 127.0.0.1 for tests that run real processes (the CLI, the action bundles):
// it checks every request's signature the way a locale-sync server does, records the request, and
// answers what the test's handler returns.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { buildSigningPayload, verifySignature } from '@locale-sync/protocol/signing';

export interface RecordedRequest {
  method: string;
  /** Endpoint path as signed (`/api/sync/push`), without the `/api/v1` prefix. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface LoopbackServer {
  /** Base address to give as api-url, ending with /api/v1. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to the changed-only push's first step (POST /api/sync/push/state), apart from `requests`. */
  stateRequests: RecordedRequest[];
  close(): Promise<void>;
}

const PREFIX = '/api/v1';
const PUSH_STATE_PATH = '/api/sync/push/state';

/**
 * Starts the server; requests with a wrong signature get the 401 a real server sends. The
 * changed-only push's first step goes to `pushState`; without it the server answers 404, as a server
 * from before that step does, and the client pushes every file.
 */
export async function startLoopbackServer(args: {
  projectKey: string;
  secret: string;
  handle: (request: RecordedRequest) => Answer;
  pushState?: (request: RecordedRequest) => Answer;
}): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const stateRequests: RecordedRequest[] = [];
  const nonces = new Set<string>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let raw = Buffer.concat(chunks);
    if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    const send = (answer: Answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    };
    const header = (name: string) => String(req.headers[name] ?? '');
    const nonce = header('x-sync-nonce');
    const timestamp = header('x-sync-ts');
    let signed = false;
    try {
      const payload = buildSigningPayload({
        method: req.method ?? '',
        path,
        projectKey: header('x-project-key'),
        timestamp,
        nonce,
      });
      signed =
        header('x-project-key') === args.projectKey &&
        /^\d{10}$/.test(timestamp) &&
        Math.abs(Number(timestamp) - Date.now() / 1000) <= 300 &&
        !nonces.has(nonce) &&
        verifySignature(args.secret, payload, header('x-sync-signature'));
    } catch {
      signed = false;
    }
    if (!signed) {
      send({ status: 401, body: { error: { code: 'bad_signature', message: 'signature does not match' } } });
      return;
    }
    nonces.add(nonce);
    const request: RecordedRequest = {
      method: req.method ?? '',
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined,
    };
    if (path === PUSH_STATE_PATH) {
      stateRequests.push(request);
      send(
        args.pushState?.(request) ?? {
          status: 404,
          body: { error: { code: 'not_found', message: `Route POST:${url.pathname} not found` } },
        },
      );
      return;
    }
    requests.push(request);
    send(args.handle(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${PREFIX}`,
    requests,
    stateRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A push answer for the files of a recorded push body: every key created. */
export function pushAnswerFor(body: unknown): Answer {
  const files = (body as { files: { locale: string; content: string }[]; dryRun?: boolean }).files;
  const plan = files.map((f) => ({
    locale: f.locale,
    created: Object.keys(JSON.parse(f.content) as object),
    updated: [],
    obsolete: [],
    kept: [],
    ignored: [],
    unchanged: 0,
  }));
  return {
    status: 200,
    body: {
      dryRun: (body as { dryRun?: boolean }).dryRun === true,
      files: files.length,
      locales: files.map((f) => f.locale).sort(),
      keys: {
        created: plan.reduce((n, p) => n + p.created.length, 0),
        updated: 0,
        unchanged: 0,
        obsolete: 0,
        kept: 0,
        ignored: 0,
      },
      plan,
    },
  };
}
