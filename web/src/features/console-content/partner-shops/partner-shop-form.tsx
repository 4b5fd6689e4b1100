import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/envelope';
import { ContentFormCard, useContentForm } from '../content-form';
import {
  usePartnerShopAdminCreateMutation,
  usePartnerShopAdminUpdateMutation,
  type PartnerShopEntity,
  type PartnerShopRequestDto,
} from './partner-shops-api';
import { TranslatedInputs } from '../translated-inputs';
import { LANGUAGES, textBodyOf, textDraftOf, type Language, type TextDraft } from '../translated-text';

const TEXTS = ['city', 'businessName', 'information', 'address'] as const;
type TextField = (typeof TEXTS)[number];
type Draft = Record<TextField, TextDraft> & { number: string; sortOrder: number; status: boolean };

const draftOf = (shop: PartnerShopEntity | null): Draft => ({
  city: textDraftOf(shop?.city),
  businessName: textDraftOf(shop?.businessName),
  information: textDraftOf(shop?.information),
  address: textDraftOf(shop?.address),
  number: shop?.number ?? '',
  sortOrder: shop?.sortOrder ?? 0,
  status: shop?.status ?? true,
});

const bodyOf = (d: Draft): PartnerShopRequestDto => ({
  city: textBodyOf(d.city),
  businessName: textBodyOf(d.businessName),
  information: textBodyOf(d.information),
  address: textBodyOf(d.address),
  number: d.number,
  sortOrder: d.sortOrder,
  status: d.status,
});

/** Create or edit one partner shop; the api's field errors show at their fields. */
export const PartnerShopForm = ({
  shop,
  onDone,
  onCancel,
}: {
  shop: PartnerShopEntity | null;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('console-partners');
  const form = useContentForm({
    row: shop,
    initial: () => draftOf(shop),
    bodyOf,
    create: usePartnerShopAdminCreateMutation(),
    update: usePartnerShopAdminUpdateMutation(),
    updateArg: (id, partnerShopRequestDto) => ({ id, partnerShopRequestDto }),
    onDone,
  });
  const { draft, set, item: fieldItem, error, refusedFields } = form;

  return (
    <ContentFormCard
      title={shop ? t('shops.edit', { id: shop.id }) : t('shops.new')}
      testId="partner-shop"
      form={form}
      onCancel={onCancel}
      footer={
        // The partner screens speak their own namespace (console-partners), so their own footer.
        <>
          {error && !refusedFields && (
            <Alert
              type="error"
              title={serverMessageOf(error) ?? t('saveFailed')}
              style={{ marginBottom: 12 }}
            />
          )}
          <Space style={{ display: 'flex', marginTop: 8 }}>
            <Button type="primary" htmlType="submit" loading={form.saving} data-testid="partner-shop-save">
              {t('save')}
            </Button>
            <Button onClick={onCancel}>{t('cancel')}</Button>
          </Space>
        </>
      }
    >
      {TEXTS.map((name) => (
        <fieldset key={name} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>
            {t(`shops.fields.${name}`)}
          </legend>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <TranslatedInputs
              field={name}
              labels={
                Object.fromEntries(LANGUAGES.map((l) => [l, t(`language.${l}`)])) as Record<Language, string>
              }
              value={draft[name]}
              item={(field) => ({ ...fieldItem(field), style: { flex: '1 1 220px', marginBottom: 8 } })}
              testId={name}
              rows={name === 'information' || name === 'address' ? 2 : undefined}
              onChange={(value) => set({ [name]: value })}
            />
          </div>
        </fieldset>
      ))}
      <Space wrap align="start">
        <Form.Item
          label={t('shops.fields.number')}
          htmlFor="partner-shop-number"
          required
          {...fieldItem('number')}
        >
          <Input
            id="partner-shop-number"
            value={draft.number}
            style={{ width: 200 }}
            placeholder="02-555-0101"
            data-testid="partner-shop-number"
            onChange={(e) => set({ number: e.target.value })}
          />
        </Form.Item>
        <Form.Item
          label={t('shops.fields.sortOrder')}
          htmlFor="partner-shop-sort"
          {...fieldItem('sortOrder')}
        >
          <InputNumber
            id="partner-shop-sort"
            value={draft.sortOrder}
            min={0}
            onChange={(v) => set({ sortOrder: v ?? 0 })}
          />
        </Form.Item>
        <Form.Item label={t('shops.fields.status')} htmlFor="partner-shop-status">
          <Switch
            id="partner-shop-status"
            checked={draft.status}
            checkedChildren={t('shops.listed')}
            unCheckedChildren={t('shops.hidden')}
            onChange={(status) => set({ status })}
          />
        </Form.Item>
      </Space>
    </ContentFormCard>
  );
};
