import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/** Work the worker runs in the background: a repeating job, a projection runner. */
export interface BackgroundWork {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A service whose one piece of background work starts once the worker is up and stops when it shuts
 * down. The subclass makes the work in its constructor (as `work`); Nest calls the two hooks. One
 * place for the hooks, so every job and runner is started and stopped the same way.
 */
export abstract class StartedWithTheWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly work: BackgroundWork;

  onApplicationBootstrap(): Promise<void> {
    return this.work.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }
}
