// The config module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { APP_CONFIG, AppConfigModule } from './app-config.provider';
