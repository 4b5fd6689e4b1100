import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import {
  usePartnerShopAdminCreateMutation,
  usePartnerShopAdminUpdateMutation,
  type PartnerShopEntity,
  type PartnerShopRequestDto,
} from './partner-shops-api';
import { TranslatedInput, type Translated } from './translated-input';

const TEXTS = ['city', 'businessName', 'information', 'address'] as const;
type TextField = (typeof TEXTS)[number];
type Draft = Record<TextField, Translated> & { number: string; sortOrder: number; status: boolean };

// The console list answers texts as stored: a missing translation is absent (or blank), not Korean.
const textOf = (text: Partial<Translated> | undefined): Translated => ({
  ko: text?.ko ?? '',
  en: text?.en ?? '',
  tw: text?.tw ?? '',
});

const draftOf = (shop: PartnerShopEntity | null): Draft => ({
  city: textOf(shop?.city),
  businessName: textOf(shop?.businessName),
  information: textOf(shop?.information),
  address: textOf(shop?.address),
  number: shop?.number ?? '',
  sortOrder: shop?.sortOrder ?? 0,
  status: shop?.status ?? true,
});

const sent = (text: Translated) => ({ ko: text.ko, en: text.en || undefined, tw: text.tw || undefined });

const bodyOf = (d: Draft): PartnerShopRequestDto => ({
  city: sent(d.city),
  businessName: sent(d.businessName),
  information: sent(d.information),
  address: sent(d.address),
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(shop));
  const [create, created] = usePartnerShopAdminCreateMutation();
  const [update, updated] = usePartnerShopAdminUpdateMutation();
  const error = shop ? updated.error : created.error;
  const fields = fieldErrorsOf(error);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    try {
      if (shop) await update({ id: shop.id, partnerShopRequestDto: bodyOf(draft) }).unwrap();
      else await create(bodyOf(draft)).unwrap();
      onDone();
    } catch {
      // shown from `error`
    }
  };

  return (
    <Card
      title={shop ? t('shops.edit', { id: shop.id }) : t('shops.new')}
      style={{ marginBottom: 16 }}
      data-testid="partner-shop-form"
    >
      <Form layout="vertical" onFinish={() => void save()}>
        {TEXTS.map((name) => (
          <TranslatedInput
            key={name}
            name={name}
            label={t(`shops.fields.${name}`)}
            value={draft[name]}
            errors={fields}
            multiline={name === 'information' || name === 'address'}
            onChange={(value) => set({ [name]: value })}
          />
        ))}
        <Space wrap align="start">
          <Form.Item
            label={t('shops.fields.number')}
            htmlFor="partner-shop-number"
            required
            validateStatus={fields.number ? 'error' : undefined}
            help={fields.number}
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
            validateStatus={fields.sortOrder ? 'error' : undefined}
            help={fields.sortOrder}
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
        {error && Object.keys(fields).length === 0 && (
          <Alert
            type="error"
            title={serverMessageOf(error) ?? t('saveFailed')}
            style={{ marginBottom: 12 }}
          />
        )}
        <Space style={{ display: 'flex', marginTop: 8 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={created.isLoading || updated.isLoading}
            data-testid="partner-shop-save"
          >
            {t('save')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};
