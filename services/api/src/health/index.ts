// The health module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { HealthModule } from './health.module';
