// The logging module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { useBootLogs } from './boot-logs';
export { correlationIdFrom } from './correlation-id';
export { LoggingModule } from './logging.module';
