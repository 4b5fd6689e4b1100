import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';

/** Where placing an order can be cut short by a crash; the crash tests stop the api at each. */
export const PLACING_FAULT_POINTS = ['placing.prepared', 'placing.reserved', 'placing.appended'] as const;
export type PlacingFaultPoint = (typeof PLACING_FAULT_POINTS)[number];

/**
 * Crash tests only: FAULT_POINTS names the points at which this process kills itself (SIGKILL, so
 * nothing is flushed or cleaned up, as in a real crash). libs/config refuses FAULT_POINTS in
 * production, so there the set is always empty and `reached` does nothing.
 */
@Injectable()
export class FaultPoints {
  private readonly armed: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.armed = new Set(config.faultPoints);
  }

  reached(point: PlacingFaultPoint): void {
    if (this.armed.has(point)) process.kill(process.pid, 'SIGKILL');
  }
}
