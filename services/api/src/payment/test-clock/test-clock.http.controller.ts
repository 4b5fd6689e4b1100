import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiErrors, DEV_ONLY_TAG } from '../../api-docs';
import { IsInt, Max, Min } from 'class-validator';
import type Redis from 'ioredis';
import { testClockKey, type AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { REDIS } from '../../redis';

export class AdvanceClockRequestDto {
  /** How far ahead of real time the worker's deadlines run from now on (0 = real time). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 24 * 400, description: 'Hours ahead of real time' })
  @IsInt()
  @Min(0)
  @Max(24 * 400)
  advanceHours!: number;
}

/**
 * Tests only (TEST_CLOCK=true; 404 otherwise and always in production, which refuses the setting):
 * moves the worker's deadline clock so a journey sees an unpaid order expire (issue #31). The
 * worker's sweeper reads the offset each pass and sweeps at once when it changes.
 */
@ApiTags(DEV_ONLY_TAG)
@Controller('dev/clock')
export class TestClockHttpController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Tests only (TEST_CLOCK=true, never in production): move the deadline clock' })
  @ApiErrors(404, 'NOT_FOUND')
  async advance(@Body() body: AdvanceClockRequestDto): Promise<{ offsetMs: number }> {
    if (!this.config.testClock || this.config.production) throw ApiException.notFound();
    const offsetMs = body.advanceHours * 3_600_000;
    await this.redis.set(testClockKey(this.config.redisPrefix), String(offsetMs));
    return { offsetMs };
  }
}
