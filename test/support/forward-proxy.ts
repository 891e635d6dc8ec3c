import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardProxy {
  /** `http://127.0.0.1:PORT`, for HTTP_PROXY. */
  url: string;
  /** The absolute URLs of the requests it forwarded, in order. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * A forward HTTP proxy on loopback, the kind HTTP_PROXY names: clients send it absolute-form
 * requests (`GET http://host/path`), which it forwards to that host and answers with the reply.
 * Plain HTTP only: enough for a client talking to a local server through a proxy.
 */
export async function startForwardProxy(): Promise<ForwardProxy> {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const target = new URL(req.url ?? '');
    seen.push(target.href);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
