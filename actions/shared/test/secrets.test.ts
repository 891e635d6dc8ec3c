import { describe, expect, it } from 'vitest';
import { urlCredentials } from '../src/secrets.ts';

describe('urlCredentials', () => {
  it('finds the password of an address, as written and percent-decoded, with its user part', () => {
    expect(urlCredentials('https://ci:p%40ss%3Aword@sync.example/api/v1')).toEqual([
      'p%40ss%3Aword',
      'p@ss:word',
      'ci:p%40ss%3Aword',
      'ci:p@ss:word',
    ]);
  });

  it('takes the user as the secret when the address has no password (a token as user)', () => {
    expect(urlCredentials('https://ghp_token123@sync.example')).toEqual(['ghp_token123']);
  });

  it('finds credentials in an address its check would refuse, so the error quoting it is masked', () => {
    expect(urlCredentials('  https://u:s3cret@host/api?x=1#y')).toEqual(['s3cret', 'u:s3cret']);
    expect(urlCredentials('https://u:%zz@host')).toEqual(['%zz', 'u:%zz']);
  });

  it('finds nothing in an address without credentials', () => {
    expect(urlCredentials('https://sync.example/api/v1')).toEqual([]);
    expect(urlCredentials('https://sync.example/a@b')).toEqual([]);
    expect(urlCredentials('')).toEqual([]);
  });
});
