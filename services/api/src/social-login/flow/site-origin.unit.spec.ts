import { loadConfig } from '@slabworks/config';
import { PRODUCTION_ENV } from '../testing/production-env.testing';
import { siteOriginOf, siteOrigins } from './site-origin';

const development = loadConfig({
  NODE_ENV: 'development',
  PUBLIC_URL: 'http://localhost:3000',
  PORT: '3000',
});
const production = loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://slab.example' });
const at = (host: string, protocol = 'http') => ({ host, protocol: protocol as 'http' | 'https' });

describe('siteOriginOf', () => {
  it('keeps the loopback host the site was opened on, outside production', () => {
    expect(siteOriginOf(at('127.0.0.1:3000'), development)).toBe('http://127.0.0.1:3000');
    expect(siteOriginOf(at('localhost:3000'), development)).toBe('http://localhost:3000');
    expect(siteOriginOf(at('[::1]:3000'), development)).toBe('http://[::1]:3000');
  });

  it('falls back to PUBLIC_URL for any other Host, another port or a malformed one', () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      '127.0.0.1:4444',
      'localhost@evil.example',
      '%',
      '',
    ])
      expect(siteOriginOf(at(host), development)).toBe('http://localhost:3000');
  });

  it('allows only PUBLIC_URL in production, loopback included', () => {
    expect(siteOriginOf(at('slab.example', 'https'), production)).toBe('https://slab.example');
    expect(siteOriginOf(at('127.0.0.1:3000'), production)).toBe('https://slab.example');
    expect(siteOriginOf(at('localhost'), production)).toBe('https://slab.example');
    expect(siteOrigins(production)).toEqual(['https://slab.example']);
  });
});
