import { OutageLog } from './outage-log';

describe('OutageLog', () => {
  const setup = () => {
    const lines: string[] = [];
    let now = 1_000;
    const log = new OutageLog(
      'PostgreSQL',
      { warn: (m) => lines.push(`warn ${m}`), log: (m) => lines.push(`log ${m}`) },
      () => now,
    );
    return { lines, log, advance: (ms: number) => (now += ms) };
  };

  it('warns once per outage and says when it is over, with what it did not repeat', () => {
    const { lines, log, advance } = setup();
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    log.down(error);
    log.down(error);
    log.down(new Error('Connection terminated unexpectedly'));
    expect(log.isDown).toBe(true);
    advance(2_500);
    log.up();
    expect(lines).toEqual([
      'warn PostgreSQL connection lost: 57P01 terminating connection due to administrator command; reconnecting',
      'log PostgreSQL connection back after 2.5 s (2 more error(s) while down)',
    ]);
    expect(log.isDown).toBe(false);
  });

  it('says nothing on a connect that ends no outage, and starts over after one', () => {
    const { lines, log } = setup();
    log.up();
    expect(lines).toEqual([]);
    log.down('plain');
    log.up();
    log.down(new Error('again'));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('warn PostgreSQL connection lost: again; reconnecting');
  });
});
