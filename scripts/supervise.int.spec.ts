import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@slabworks/testing';

async function stopped(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** npm start's supervisor, run as npm start runs it: a node process of its own. */
describe('supervise (npm start)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'supervise-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const lines = (file: string) =>
    existsSync(join(dir, file)) ? readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean) : [];

  it('restarts a program that exits, with a growing back-off, and leaves the others running', async () => {
    // "crashy" records each start and exits 1 at once; "steady" records its pid and stays up.
    writeFileSync(
      join(dir, 'crashy.js'),
      `require('fs').appendFileSync(${JSON.stringify(join(dir, 'crashy.log'))}, Date.now() + '\\n'); process.exit(1);`,
    );
    writeFileSync(
      join(dir, 'steady.js'),
      `require('fs').appendFileSync(${JSON.stringify(join(dir, 'steady.log'))}, process.pid + '\\n'); setInterval(() => {}, 1000);`,
    );
    const script = `
      import(${JSON.stringify(join(__dirname, 'supervise.mjs'))}).then(({ supervise }) => supervise([
        { name: 'crashy', command: process.execPath, args: [${JSON.stringify(join(dir, 'crashy.js'))}] },
        { name: 'steady', command: process.execPath, args: [${JSON.stringify(join(dir, 'steady.js'))}] },
      ], { backoffMs: [100, 300, 600], stableMs: 60000, log: (l) => console.log(l) }));`;
    const supervisor = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    supervisor.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    try {
      await waitFor(() => lines('crashy.log').length >= 4, 10_000, 'four starts of the crashing program');
      const starts = lines('crashy.log').map(Number);
      const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
      // 100, 300, 600 ms apart at least (plus a node start each).
      expect(gaps[0]).toBeGreaterThanOrEqual(100);
      expect(gaps[1]).toBeGreaterThanOrEqual(300);
      expect(gaps[2]).toBeGreaterThanOrEqual(600);
      expect(out).toContain('crashy exited (1); restarting in 0.1 s');
      expect(out).toContain('crashy exited (1); restarting in 0.6 s');
      expect(lines('steady.log')).toHaveLength(1);
      expect(out).not.toContain('steady exited');
    } finally {
      await stopped(supervisor);
    }
    expect(supervisor.exitCode).toBe(0);
    const steadyPid = Number(lines('steady.log')[0]);
    expect(() => process.kill(steadyPid, 0)).toThrow();
  });
});
