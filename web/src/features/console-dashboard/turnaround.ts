import type { TFunction } from 'i18next';
import { DISPLAY_STAGES } from '@slabworks/domain';

/** Stages in the order an order passes them, not in the order the api happened to list them. */
export const inLifecycleOrder = <R extends { stage: string }>(rows: readonly R[]): R[] =>
  [...rows].sort(
    (a, b) =>
      DISPLAY_STAGES.indexOf(a.stage as (typeof DISPLAY_STAGES)[number]) -
      DISPLAY_STAGES.indexOf(b.stage as (typeof DISPLAY_STAGES)[number]),
  );

/** A stage's average time as a person says it: minutes under an hour, hours under two days, then days. */
export const durationText = (hours: number, t: TFunction<'console'>): string => {
  if (hours < 1) return t('dashboard.duration.minutes', { count: Math.max(1, Math.round(hours * 60)) });
  if (hours < 48) return t('dashboard.duration.hours', { count: Math.round(hours * 10) / 10 });
  return t('dashboard.duration.days', { count: Math.round((hours / 24) * 10) / 10 });
};
