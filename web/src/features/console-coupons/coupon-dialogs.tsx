import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { CouponForm } from './coupon-form';
import type { ConsoleCoupon } from './coupons-console-api';
import { MemberPicker } from './member-picker';

/** "New coupon": the coupon form in a dialog (console-coupons-page loads this module when first opened). */
export const NewCouponDialog = ({
  open,
  onCancel,
  onCreated,
}: {
  open: boolean;
  onCancel: () => void;
  onCreated: () => void;
}) => {
  const { t } = useTranslation('coupons-console');
  return (
    <Modal open={open} title={t('new')} footer={null} onCancel={onCancel} destroyOnClose width={640}>
      <CouponForm onCreated={onCreated} />
    </Modal>
  );
};

/** Issue a coupon to the members chosen in the dialog's picker. */
export const IssueCouponDialog = ({
  coupon,
  chosen,
  sending,
  onChoose,
  onSend,
  onCancel,
}: {
  coupon: ConsoleCoupon | undefined;
  chosen: string[];
  sending: boolean;
  onChoose: (memberIds: string[]) => void;
  onSend: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('coupons-console');
  return (
    <Modal
      open={!!coupon}
      title={t('issue.title', { code: coupon?.code ?? '' })}
      onCancel={onCancel}
      onOk={onSend}
      okText={t('issue.send', { count: chosen.length })}
      okButtonProps={
        {
          disabled: chosen.length === 0,
          loading: sending,
          'data-testid': 'coupon-issue-send',
        } as never
      }
      width={720}
      destroyOnClose
    >
      <MemberPicker multiple selected={chosen} onSelect={(members) => onChoose(members.map((m) => m.id))} />
    </Modal>
  );
};
