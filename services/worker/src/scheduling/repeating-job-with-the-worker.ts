import { Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { AppConfig } from '@slabworks/config';
import { RepeatingJob, type RepeatingJobOptions } from './repeating-job';
import { StartedWithTheWorker } from './started-with-the-worker';

/** Which queue a repeating job runs on, under which scheduler, and how often. */
export type RepeatingJobSchedule = Pick<RepeatingJobOptions, 'queue' | 'schedulerId' | 'repeat'>;

/**
 * A service whose background work is one repeating BullMQ job (a sweep, a reconciliation): the
 * subclass says when it runs and what a run does (`process`); logs go under `logContext`.
 */
export abstract class RepeatingJobWithTheWorker extends StartedWithTheWorker {
  protected readonly logger: Logger;
  protected readonly work: RepeatingJob;

  constructor(config: AppConfig, logContext: string, schedule: RepeatingJobSchedule) {
    super();
    this.logger = new Logger(logContext);
    this.work = new RepeatingJob(config, {
      ...schedule,
      process: (job) => this.process(job),
      logger: this.logger,
    });
  }

  get scheduler(): Queue {
    return this.work.scheduler;
  }

  /** One run; the job's own timestamp is the clock, so a late run judges age as of when it was due. */
  abstract process(job: Pick<Job, 'timestamp'>): Promise<unknown>;
}
