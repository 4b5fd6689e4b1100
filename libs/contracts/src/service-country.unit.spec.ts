import { countryOfHost, parseServiceHosts } from './service-country';

describe('service country of a host', () => {
  const hosts = parseServiceHosts('tw.localhost=TW, tw.example.com:8443=tw');

  it('maps a listed host with or without its port, and every other host to KR', () => {
    expect(countryOfHost('tw.localhost:3000', hosts)).toBe('TW');
    expect(countryOfHost('TW.LOCALHOST', hosts)).toBe('TW');
    expect(countryOfHost('tw.example.com:8443', hosts)).toBe('TW');
    expect(countryOfHost('tw.example.com', hosts)).toBe('KR');
    expect(countryOfHost('localhost:3000', hosts)).toBe('KR');
    expect(countryOfHost(undefined, hosts)).toBe('KR');
  });

  it('refuses an entry that is not host=KR|TW', () => {
    expect(() => parseServiceHosts('jp.localhost=JP')).toThrow('SERVICE_HOSTS');
    expect(() => parseServiceHosts('tw.localhost')).toThrow('SERVICE_HOSTS');
    expect(parseServiceHosts('').size).toBe(0);
  });
});
