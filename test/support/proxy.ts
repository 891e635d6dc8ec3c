import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with one request: forward it (with headers possibly changed) or answer itself. */
export type ProxyDecision =
  | { forward: true; headers?: IncomingHttpHeaders; onBodySent?: () => void }
  | { status: number; headers?: Record<string, string>; body?: string };

export interface TestProxy {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** Requests seen, in order: method, path and the headers as received. */
  seen: { method: string; url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of a real server, for failures a real network produces and a
 * healthy server never does: 429 storms, replayed requests, skewed clocks, a server killed mid-request.
 */
export async function startProxy(
  target: string,
  decide: (req: {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    index: number;
  }) => ProxyDecision,
): Promise<TestProxy> {
  const seen: TestProxy['seen'] = [];
  const server: Server = createServer((req, res) => {
    const info = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      index: seen.length,
    };
    seen.push({ method: info.method, url: info.url, headers: { ...req.headers } });
    const decision = decide(info);
    if (!('forward' in decision)) {
      req.resume();
      res.writeHead(decision.status, { 'content-type': 'application/json', ...decision.headers });
      res.end(decision.body ?? '');
      return;
    }
    const upstream = httpRequest(
      new URL(info.url, target),
      { method: info.method, headers: { ...(decision.headers ?? req.headers), host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // A dead upstream looks to the client like a dead server: the connection drops.
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
    req.on('end', () => decision.onBodySent?.());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
