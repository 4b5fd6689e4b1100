import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { NICKNAME_LENGTH, validateNickname } from '@slabworks/domain';
import { useToast } from '@/components/toasts/use-toast';
import { serverMessageOf } from '@/lib/api/envelope';
import { useUpdateProfileMutation, type Profile } from '../api/profile-api';
import { domainFieldRule, showServerFieldErrors } from '../forms/field-rule';
import styles from '../components/account.module.css';
import { untypedT } from '@/lib/i18n-keys';

// Spec §5: Korean, English or digits, 2 to 32 characters (validateNickname, as the api checks it).
export const NicknameForm = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('account');
  const tr = untypedT(t);
  const toast = useToast();
  const [form] = Form.useForm<{ nickname: string }>();
  const [update, { isLoading }] = useUpdateProfileMutation();

  const submit = async ({ nickname }: { nickname: string }) => {
    const result = await update({ nickname });
    if ('error' in result) {
      if (!showServerFieldErrors(form, result.error))
        toast(serverMessageOf(result.error) ?? t('profile.save-failed'), 'error');
      return;
    }
    toast(t('profile.saved'), 'success');
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ nickname: profile.mbNick ?? '' }}
      onFinish={submit}
      data-testid="nickname-form"
    >
      <Form.Item label={t('profile.nickname')} htmlFor="nickname" required>
        <div className={styles.row}>
          <Form.Item
            name="nickname"
            noStyle
            rules={[
              domainFieldRule((v: { nickname: string }) => validateNickname(v.nickname), 'nickname', tr),
            ]}
          >
            <Input
              maxLength={NICKNAME_LENGTH.max}
              style={{ flex: '1 1 200px' }}
              data-testid="profile-nickname-input"
            />
          </Form.Item>
          <Button htmlType="submit" loading={isLoading} data-testid="profile-nickname-save">
            {t('profile.save')}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
};
