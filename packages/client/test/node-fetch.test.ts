import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeFetch } from '../src/node.ts';

let proxy: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

/** A forward proxy on loopback that answers every request itself and records the target. */
async function startProxy(): Promise<{ url: string; targets: string[] }> {
  const targets: string[] = [];
  proxy = createServer((req, res) => {
    targets.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"via":"proxy"}');
  });
  await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, targets };
}

describe('createNodeFetch', () => {
  it('is the global fetch when no proxy is configured', () => {
    expect(createNodeFetch({})).toBe(globalThis.fetch);
  });

  it('fails at once on a proxy address that is not a URL, as the agent would', () => {
    expect(() => createNodeFetch({ HTTPS_PROXY: 'not a url' })).toThrow(TypeError);
  });

  it('sends requests through HTTP_PROXY', async () => {
    const { url, targets } = await startProxy();
    const proxied = createNodeFetch({ HTTP_PROXY: url });
    const res = await proxied('http://sync.invalid/api/v1/api/sync/pull?format=json');
    expect(await res.json()).toEqual({ via: 'proxy' });
    expect(targets).toEqual(['http://sync.invalid/api/v1/api/sync/pull?format=json']);
  });

  it('bypasses the proxy for NO_PROXY hosts', async () => {
    const { url, targets } = await startProxy();
    const proxied = createNodeFetch({ HTTP_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1' });
    const res = await proxied(`${url}/direct`);
    expect(await res.json()).toEqual({ via: 'proxy' });
    expect(targets).toEqual(['/direct']);
  });

  it('sends concurrent first requests through the one proxy agent', async () => {
    const { url, targets } = await startProxy();
    const proxied = createNodeFetch({ HTTP_PROXY: url });
    const [a, b] = await Promise.all([proxied('http://a.invalid/1'), proxied('http://b.invalid/2')]);
    expect([await a.json(), await b.json()]).toEqual([{ via: 'proxy' }, { via: 'proxy' }]);
    expect(targets.sort()).toEqual(['http://a.invalid/1', 'http://b.invalid/2']);
  });
});
