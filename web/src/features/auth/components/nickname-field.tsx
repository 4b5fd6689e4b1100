import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { NICKNAME_LENGTH } from '@slabworks/domain';
import { signupChecks } from '../forms/auth-rules';
import { domainRule } from '../forms/domain-rule';
import { untypedT } from '@/lib/i18n-keys';

/** The nickname a new member signs up with (by e-mail or through a social log-in), with its length hint. */
export const NicknameField = ({ testId }: { testId: string }) => {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="nickname"
      label={t('field.nickname')}
      extra={t('field.nickname-hint', NICKNAME_LENGTH)}
      rules={[domainRule(signupChecks.nickname, untypedT(t))]}
    >
      <Input autoComplete="nickname" maxLength={NICKNAME_LENGTH.max} data-testid={testId} />
    </Form.Item>
  );
};
