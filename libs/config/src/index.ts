export { CONFIG_VARIABLES, ConfigError, loadConfig, PORTONE_CHANNEL_NAMES } from './app-config';
export type {
  AppConfig,
  ConfigName,
  ConfigVariable,
  PaymentConfig,
  PortOneConfig,
  StorageConfig,
} from './app-config';
export { logSettings, type LogSettings } from './log-settings';
export {
  DEADLINE_QUEUE,
  DORMANCY_QUEUE,
  PAYMENT_RECONCILE_QUEUE,
  UPLOAD_CLEANUP_QUEUE,
  WORKER_QUEUES,
} from './queues';
export { testClockKey } from './test-clock';
export { companyView, type CompanyConfig, type CompanyView } from './company-config';
export { rootLogger } from './root-logger';
