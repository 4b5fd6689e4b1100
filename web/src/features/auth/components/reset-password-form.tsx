import { useTranslation } from 'react-i18next';
import { useResetPasswordByMailMutation } from '../api/auth-api';
import { NewPasswordForm } from './new-password-form';

// Change password by the mailed link: the token comes from the link, the member types the new one.
export const ResetPasswordForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const { t } = useTranslation('auth');
  const [reset, { isLoading }] = useResetPasswordByMailMutation();

  return (
    <NewPasswordForm
      send={(values) =>
        reset({
          token,
          password: values.password ?? '',
          passwordConfirmation: values.passwordConfirmation ?? '',
        })
      }
      sending={isLoading}
      onDone={() => onDone()}
      testId="reset"
      submitLabel={t('password.submit')}
    />
  );
};
