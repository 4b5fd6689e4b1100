import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { LoadingView } from '@/components/ui/status-views';
import { useLogoutMutation } from '@/lib/session/get-current-user';
import { clearSessionCookies } from '@/lib/session/session-cookies';
import { sessionCleared } from '@/lib/session/session-slice';
import { baseApi } from '@/lib/api/base-api';

const LogoutRoute = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  useEffect(() => {
    void logout().finally(() => {
      clearSessionCookies();
      dispatch(sessionCleared());
      dispatch(baseApi.util.resetApiState());
      void navigate('/', { replace: true });
    });
  }, [logout, dispatch, navigate]);

  return <LoadingView />;
};

export default LogoutRoute;
