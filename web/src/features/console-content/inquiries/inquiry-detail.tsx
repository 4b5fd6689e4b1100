import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';
import { handlerOf, useInquiryInboxSetHandledMutation, type PartnershipInquiry } from './inquiries-api';
import { receivedAt } from './received-at';

/** One inquiry in full, with the one action it has: mark it handled (or open it again). */
export const InquiryDetail = ({ inquiry, onClose }: { inquiry: PartnershipInquiry; onClose: () => void }) => {
  const { t, i18n } = useTranslation(['console-partners', 'console']);
  const { t: tConsole } = useTranslation('console');
  const [setHandled, state] = useInquiryInboxSetHandledMutation();
  const handled = inquiry.handledAt !== null;
  const toggle = () =>
    void setHandled({ id: inquiry.id, inquiryHandledRequestDto: { handled: !handled } })
      .unwrap()
      .then(onClose)
      .catch(() => undefined);

  return (
    <Drawer open size={560} title={inquiry.company} onClose={onClose} data-testid="inquiry-detail">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('inquiries.fields.receivedAt')}>
            {receivedAt(inquiry.createdAt, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiries.fields.name')}>{inquiry.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('inquiries.fields.phone')}>
            {inquiry.phone ? <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiries.fields.email')}>
            {inquiry.email ? <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiries.fields.region')}>{inquiry.region ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('inquiries.fields.language')}>
            {t(`language.${inquiry.language}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiries.fields.status')}>
            <Tag color={handled ? 'green' : 'orange'} data-testid="inquiry-status">
              {handled
                ? t('inquiries.handledAt', { at: receivedAt(inquiry.handledAt!, i18n.language) })
                : t('inquiries.open')}
            </Tag>
          </Descriptions.Item>
          {handled && (
            <Descriptions.Item label={t('inquiries.fields.handledBy')}>
              <span data-testid="inquiry-detail-handled-by">
                {handlerOf(inquiry, tConsole)}
                {inquiry.handledByEmail && inquiry.handledByName && (
                  <>
                    {' · '}
                    <a href={`mailto:${inquiry.handledByEmail}`}>{inquiry.handledByEmail}</a>
                  </>
                )}
              </span>
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5}>{t('inquiries.fields.content')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="inquiry-content">
          {inquiry.content}
        </Typography.Paragraph>
        {state.isError && <Alert type="error" title={serverMessageOf(state.error) ?? t('saveFailed')} />}
        <Button
          type={handled ? 'default' : 'primary'}
          loading={state.isLoading}
          data-testid="inquiry-toggle"
          onClick={toggle}
        >
          {handled ? t('inquiries.markOpen') : t('inquiries.markHandled')}
        </Button>
      </Space>
    </Drawer>
  );
};
