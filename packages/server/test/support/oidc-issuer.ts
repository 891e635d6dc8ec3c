// A local OpenID Connect issuer for tests: serves its OpenID configuration and JSON Web Key Set on
// loopback, mints tokens with its keys (jose), and can rotate keys, go down, and count fetches.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

interface IssuerKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

/** Claims of a GitHub Actions token for acme/web on main, as a runner's token carries them. */
export const GITHUB_CLAIMS = {
  repository: 'acme/web',
  repository_id: '4242',
  repository_owner: 'acme',
  ref: 'refs/heads/main',
  sha: '3f2c1a0000000000000000000000000000000000',
  workflow_ref: 'acme/web/.github/workflows/sync.yml@refs/heads/main',
  job_workflow_ref: 'acme/web/.github/workflows/sync.yml@refs/heads/main',
  event_name: 'push',
  run_id: '123456',
  actor: 'octocat',
  sub: 'repo:acme/web:ref:refs/heads/main',
};

export interface MintOptions {
  /** Unix ms the token is issued at (iat, nbf); exp is 5 minutes later unless `expiresInSeconds`. */
  nowMs: number;
  audience?: string;
  issuer?: string;
  kid?: string;
  expiresInSeconds?: number;
  claims?: Record<string, unknown>;
}

export class TestIssuer {
  readonly url: string;
  readonly #server: Server;
  #keys: IssuerKey[];
  /** While true, every connection is dropped: the issuer is unreachable. */
  down = false;
  /** While true, requests are never answered: the issuer hangs. */
  hang = false;
  /** How many times its key set was fetched. */
  jwksFetches = 0;

  private constructor(server: Server, url: string, keys: IssuerKey[]) {
    this.#server = server;
    this.url = url;
    this.#keys = keys;
  }

  /** Starts an issuer on 127.0.0.1 with one RS256 key. */
  static async start(): Promise<TestIssuer> {
    let issuer: TestIssuer | undefined;
    const server = createServer((req, res) => {
      const self = issuer as TestIssuer;
      if (self.down) {
        req.socket.destroy();
        return;
      }
      if (self.hang) return;
      if (req.url === '/.well-known/openid-configuration') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ issuer: self.url, jwks_uri: `${self.url}/.well-known/jwks` }));
      } else if (req.url === '/.well-known/jwks') {
        self.jwksFetches++;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: self.#keys.map((k) => k.jwk) }));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    issuer = new TestIssuer(server, `http://127.0.0.1:${port}`, [await newKey('key-1')]);
    return issuer;
  }

  /** The current key's id. */
  get kid(): string {
    return (this.#keys[0] as IssuerKey).kid;
  }

  /** Replaces every key with a new one (the old key id disappears from the key set). */
  async rotate(kid: string): Promise<void> {
    this.#keys = [await newKey(kid)];
  }

  /** A signed token with GitHub's claims, overridable. */
  async mint(options: MintOptions): Promise<string> {
    const key = this.#keys.find((k) => k.kid === (options.kid ?? this.kid)) ?? (this.#keys[0] as IssuerKey);
    const iat = Math.floor(options.nowMs / 1000);
    return new SignJWT({ ...GITHUB_CLAIMS, ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? this.url)
      .setAudience(options.audience ?? 'https://sync.example.test')
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + (options.expiresInSeconds ?? 300))
      .sign(key.privateKey);
  }

  /** The public key of the current key as a JWK (for the HS256-with-public-key attack). */
  publicJwk(): JWK {
    return (this.#keys[0] as IssuerKey).jwk;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

async function newKey(kid: string): Promise<IssuerKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}
