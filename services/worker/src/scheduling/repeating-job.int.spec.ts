import { Logger } from '@nestjs/common';
import IORedis from 'ioredis';
import { loadConfig } from '@slabworks/config';
import { testKeyPrefix, waitFor } from '@slabworks/testing';
import { RepeatingJob } from './repeating-job';

/** Redis losing a job scheduler without the connection dropping (a FLUSHDB, an eviction). */
describe('RepeatingJob', () => {
  const prefix = testKeyPrefix('repeating-job').replace(/:$/, '');
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('puts its scheduler back within JOB_SCHEDULE_CHECK_MS after every key of the prefix is deleted', async () => {
    const config = loadConfig({ ...process.env, REDIS_PREFIX: prefix, JOB_SCHEDULE_CHECK_MS: '200' });
    const job = new RepeatingJob(config, {
      queue: 'test-sweep',
      schedulerId: 'test-sweep-daily',
      repeat: { pattern: '0 0 4 * * *', tz: 'Asia/Seoul' },
      process: async () => undefined,
      logger: new Logger('RepeatingJobTest'),
    });
    await job.start();
    try {
      expect(await job.scheduler.getJobScheduler('test-sweep-daily')).toMatchObject({
        pattern: '0 0 4 * * *',
      });
      const keys = await redis.keys(`${prefix}:*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
      expect(await job.scheduler.getJobScheduler('test-sweep-daily')).toBeUndefined();
      await waitFor(
        async () => (await job.scheduler.getJobScheduler('test-sweep-daily')) !== undefined,
        5_000,
        'the scheduler back',
      );
    } finally {
      await job.stop();
    }
  });
});
