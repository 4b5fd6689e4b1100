// The console module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { ConsoleModule } from './console.module';
export { setupQueueDashboard } from './queues/queue-dashboard';
