import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds left until `dueAt`, ticking each second; 0 once it has passed. */
export const useTimeLeft = (dueAt: string | null | undefined): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return dueAt ? Math.max(0, Date.parse(dueAt) - now) : 0;
};

/** "h:mm:ss" (hours may exceed 24: the deadline is days away). */
export const formatTimeLeft = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
};
