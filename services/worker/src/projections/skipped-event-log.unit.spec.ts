import { SkippedEventLog, type ProjectionLogger } from './skipped-event-log';

const recorder = () => {
  const lines: string[] = [];
  const logger: ProjectionLogger = {
    log: (m) => lines.push(`log ${m}`),
    warn: (m, extra) => lines.push(`warn ${m} ${String(extra?.revision ?? '')}`),
    error: (m) => lines.push(`error ${m}`),
  };
  return { lines, logger };
};

describe('SkippedEventLog', () => {
  it('reports an event two projections skip once', () => {
    const shared = new SkippedEventLog();
    const orders = recorder();
    const registry = recorder();
    const where = { streamId: 'gradingOrder-1', revision: 3, type: 'OrderTeleported' };
    shared.wrap(orders.logger).warn('Skipping event of unknown type', where);
    shared.wrap(registry.logger).warn('Skipping event of unknown type', where);
    expect([...orders.lines, ...registry.lines]).toEqual(['warn Skipping event of unknown type 3']);
  });

  it('still reports other events and messages without an event', () => {
    const shared = new SkippedEventLog();
    const { lines, logger } = recorder();
    const wrapped = shared.wrap(logger);
    wrapped.warn('Skipping event of unknown type', { streamId: 's', revision: 1 });
    wrapped.warn('Skipping event of unknown type', { streamId: 's', revision: 2 });
    wrapped.warn('lease lost');
    wrapped.warn('lease lost');
    wrapped.log('caught up');
    expect(lines).toEqual([
      'warn Skipping event of unknown type 1',
      'warn Skipping event of unknown type 2',
      'warn lease lost ',
      'warn lease lost ',
      'log caught up',
    ]);
  });
});
