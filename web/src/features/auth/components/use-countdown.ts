import { useEffect, useState } from 'react';

// Seconds left until the resend button works again; restart(n) starts a new wait.
export const useCountdown = (initial = 0) => {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: setLeft };
};
