import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@slabworks/config';
import { keepRunningThroughOutages } from '@slabworks/connections';
import { createApp } from './create-app';
import { runMigrations } from './database';
import { useBootLogs } from './logging';
import { exitOnSignals } from './edge';

async function main(): Promise<void> {
  useBootLogs();
  keepRunningThroughOutages(new Logger('Api'));
  const config = loadConfig();
  await runMigrations(config);
  if (process.argv.includes('migrate')) return;
  const app = await createApp(config);
  exitOnSignals(app);
  await app.listen(config.port, config.host);
  new Logger('Api').log(
    `listening on http://${config.host}:${config.port} (event store: ${config.eventStore})`,
  );
}

main().catch((error) => {
  new Logger('Api').error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
