import { describe, expect, it } from 'vitest';
import { consoleEntry, mayEnterConsole, mayOpen } from './console-access';

describe('console access', () => {
  it('opens the console to operators and admins, the admin areas to admins only', () => {
    expect(mayOpen('OPERATOR', 'console')).toBe(true);
    expect(mayOpen('ADMIN', 'console')).toBe(true);
    expect(mayOpen('OPERATOR', 'admin')).toBe(false);
    expect(mayOpen('ADMIN', 'admin')).toBe(true);
  });

  it('keeps members, VIPs and the signed-out out; auditors only reach the audit area', () => {
    expect(mayEnterConsole('MEMBER')).toBe(false);
    expect(mayEnterConsole('VIP')).toBe(false);
    expect(mayEnterConsole(undefined)).toBe(false);
    expect(mayEnterConsole('AUDITOR')).toBe(true);
    expect(mayOpen('AUDITOR', 'console')).toBe(false);
  });

  it("sends an auditor who opens the console's front page to the audit area, and refuses other areas", () => {
    expect(consoleEntry('AUDITOR', 'console', true)).toBe('to-audit');
    expect(consoleEntry('AUDITOR', 'console', false)).toBe('forbidden');
    expect(consoleEntry('AUDITOR', 'admin', false)).toBe('forbidden');
    expect(consoleEntry('OPERATOR', 'console', true)).toBe('open');
    expect(consoleEntry('OPERATOR', 'admin', false)).toBe('forbidden');
    expect(consoleEntry('OPERATOR', 'audit', false)).toBe('forbidden');
  });
});
