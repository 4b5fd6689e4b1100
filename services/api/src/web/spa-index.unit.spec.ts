import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpaIndex, spaIndex } from './spa-index';

describe('the index.html served for a service', () => {
  it("carries the host's service country for the web app to read", () => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head></html>');
    loadSpaIndex(dir);
    expect(spaIndex('TW')).toContain('<head><meta name="service-country" content="TW"><title>');
    expect(spaIndex()).toContain('content="KR"');
  });
});
