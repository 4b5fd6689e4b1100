import { Readable } from 'node:stream';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import type { DataSource } from 'typeorm';
import { RangeExportService } from './range-export.service';

/** Records every statement; the log is empty and nothing sits behind the horizon. */
function service() {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const dataSource = {
    query: async (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return sql.includes('EXISTS') ? [{ hidden: false }] : [];
    },
  } as unknown as DataSource;
  const store = {
    readAllForward: async () => ({ events: [], checkpoint: undefined, isEnd: true }),
  } as unknown as EventStore;
  const config = { auditExportMaxDays: 31 } as AppConfig;
  return { exports: new RangeExportService(dataSource, store, config), statements };
}

const statusWritten = (statements: Array<{ sql: string; params: unknown[] }>) =>
  statements.filter((s) => s.sql.startsWith('UPDATE audit_export')).map((s) => s.params[1]);

describe('RangeExportService', () => {
  it('records an export whose download ended before its first byte as ABORTED, not RUNNING', async () => {
    const { exports, statements } = service();
    const { lines } = await exports.start('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', 'auditor');
    // The client hung up before the response was read: the stream is destroyed unread.
    Readable.from(lines).destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statusWritten(statements)).toEqual(['ABORTED']);
  });

  it('records a download read to its end as DONE', async () => {
    const { exports, statements } = service();
    const { lines } = await exports.start('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', 'auditor');
    for await (const _chunk of Readable.from(lines)) void _chunk;
    expect(statusWritten(statements)).toEqual(['DONE']);
  });
});
