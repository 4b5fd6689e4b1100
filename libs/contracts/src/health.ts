export type DependencyStatus = 'up' | 'down';

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly version: string;
  readonly uptimeSeconds: number;
  readonly dependencies: Record<string, { status: DependencyStatus; latencyMs?: number; error?: string }>;
  readonly worker: { status: DependencyStatus; lastSeenAt: string | null };
  readonly projections: ProjectionLag[];
}

export interface ProjectionLag {
  readonly name: string;
  readonly version: number | null;
  /** Events stored but not yet applied; counting stops at `lagEventsCappedAt` (then it is a lower bound). */
  readonly lagEvents: number;
  readonly lagEventsCappedAt: number;
  /** Age of the oldest event not yet applied; 0 when caught up. */
  readonly lagSeconds: number;
  readonly updatedAt: string | null;
}
