import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { isOrderFlowPath } from '@/config/paths';
import { cookieNamesIn, removeCookie } from '@/lib/cookies';
import { cookiesToClear, orderFlowReset, storageKeysToClear } from './order-flow-reset';

// Spec §4: when the user leaves the order paths, stored order data is dropped.
export const useOrderFlowExit = () => {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const previous = useRef(pathname);

  useEffect(() => {
    const left = isOrderFlowPath(previous.current) && !isOrderFlowPath(pathname);
    previous.current = pathname;
    if (!left) return;
    cookiesToClear(cookieNamesIn()).forEach(removeCookie);
    try {
      storageKeysToClear(Object.keys(window.localStorage)).forEach((key) =>
        window.localStorage.removeItem(key),
      );
    } catch {
      // storage unavailable: nothing stored to clear
    }
    dispatch(orderFlowReset());
  }, [pathname, dispatch]);
};
