import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@slabworks/config';
import { createApp } from './create-app';
import { runMigrations } from './database/run-migrations';
import { useBootLogs } from './logging/boot-logs';

async function main(): Promise<void> {
  useBootLogs();
  const config = loadConfig();
  await runMigrations(config);
  if (process.argv.includes('migrate')) return;
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  new Logger('Api').log(
    `listening on http://${config.host}:${config.port} (event store: ${config.eventStore})`,
  );
}

main().catch((error) => {
  new Logger('Api').error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
