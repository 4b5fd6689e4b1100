import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { selectHasSession } from '@/lib/session/session-slice';
import { useGetCurrentUserQuery } from './get-current-user';

// Spec §7: the current-user call only runs with a session and refetches when the window regains focus.
export const useSession = () => {
  const hasSession = useAppSelector(selectHasSession);
  const query = useGetCurrentUserQuery(hasSession ? undefined : skipToken, { refetchOnFocus: true });
  const user = hasSession ? (query.data ?? null) : null;
  return {
    hasSession,
    user,
    isLoggedIn: user !== null,
    isDormant: user?.mbStatus === 'DORMANCY',
    isChecking: hasSession && query.isLoading,
  };
};
