export type DependencyStatus = 'up' | 'down';

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly version: string;
  readonly uptimeSeconds: number;
  readonly dependencies: Record<string, { status: DependencyStatus; latencyMs?: number; error?: string }>;
  readonly worker: { status: DependencyStatus; lastSeenAt: string | null };
}
