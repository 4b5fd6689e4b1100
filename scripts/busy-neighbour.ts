// A busy neighbour on the test PostgreSQL server (issue 33): a loop of write transactions in a database
// of its own, beside a command or until stopped.
//   tsx scripts/busy-neighbour.ts -- npx jest libs/event-store   runs the command beside it, exits with its code
//   tsx scripts/busy-neighbour.ts                                 runs until Ctrl-C
import { spawn } from 'node:child_process';
import { startBusyNeighbour } from '../libs/testing/src/busy-neighbour';

const main = async () => {
  const dash = process.argv.indexOf('--');
  const command = dash >= 0 ? process.argv.slice(dash + 1) : [];
  const neighbour = await startBusyNeighbour({
    connections: Number(process.env.BUSY_CONNECTIONS ?? 3),
    maxHoldMs: Number(process.env.BUSY_MAX_HOLD_MS ?? 200),
  });
  console.error(`busy neighbour: transactions in ${neighbour.database.name}`);
  const started = Date.now();
  const finish = async (code: number) => {
    const seconds = (Date.now() - started) / 1000;
    await neighbour.stop();
    const n = neighbour.committed();
    console.error(
      `busy neighbour: ${n} transactions in ${seconds.toFixed(0)} s (${(n / seconds).toFixed(0)}/s)`,
    );
    process.exit(code);
  };
  if (command.length === 0) {
    process.once('SIGINT', () => void finish(0));
    process.once('SIGTERM', () => void finish(0));
    return;
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  child.on('exit', (code) => void finish(code ?? 1));
};

void main();
