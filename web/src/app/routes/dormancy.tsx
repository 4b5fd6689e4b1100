import Button from 'antd/es/button';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '@/app/hooks';
import { selectHasSession } from '@/lib/session/session-slice';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { useGetCurrentUserQuery, useRestoreDormancyMutation } from '@/lib/session/get-current-user';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';
import { safeReturnUrl } from '@/features/session/return-url';

const DormancyRoute = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const [restore, { isLoading }] = useRestoreDormancyMutation();
  const hasSession = useAppSelector(selectHasSession);
  const currentUser = useGetCurrentUserQuery(hasSession ? undefined : skipToken);

  const onRestore = async () => {
    const result = await restore();
    if ('error' in result) {
      toast(serverMessageOf(result.error) ?? t('dormancy.failed'), 'error');
      return;
    }
    toast(t('dormancy.restored'), 'success');
    // The layout sends dormant members here: leave only once the session no longer says dormant.
    if (hasSession) await currentUser.refetch();
    // Back to the page the member asked for before the redirect (same-site paths only).
    void navigate(safeReturnUrl(params.get('returnUrl')), { replace: true });
  };

  return (
    <AuthPanel
      title={t('dormancy.title')}
      lead={t('dormancy.lead')}
      testId="dormancy-page"
      footer={<Link to={paths.logout}>{t('dormancy.logout')}</Link>}
    >
      <Button type="primary" size="large" block loading={isLoading} onClick={onRestore}>
        {t('dormancy.restore')}
      </Button>
    </AuthPanel>
  );
};

export default DormancyRoute;
