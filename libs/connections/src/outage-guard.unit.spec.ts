import { escapedErrorHandler } from './outage-guard';

describe('escapedErrorHandler', () => {
  const setup = () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const handle = escapedErrorHandler(
      'unhandled rejection',
      { warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) },
      (code) => exits.push(code),
    );
    return { lines, exits, handle };
  };

  it('carries on after a dependency error that escaped, saying so', () => {
    const { lines, exits, handle } = setup();
    handle(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    expect(exits).toEqual([]);
    expect(lines).toEqual([
      'warn unhandled rejection while a dependency was away, carrying on: terminating connection due to administrator command',
    ]);
  });

  it('ends the process on anything else, as Node would', () => {
    const { lines, exits, handle } = setup();
    handle(new TypeError('x is undefined'));
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatch(/^error unhandled rejection: TypeError: x is undefined/);
  });
});
