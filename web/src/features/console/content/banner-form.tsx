import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import type { BannerEntity, BannerRequestDto } from '@/lib/api/generated/slabworks-api';
import { useBannerAdminCreateMutation, useBannerAdminUpdateMutation } from '../api/console-api';
import { fromKstInput, toKstInput } from './datetime';
import { ImageField } from './image-field';

const LANGUAGES = ['ko', 'en', 'tw'] as const;
type Draft = {
  type: BannerRequestDto['type'];
  deviceType: 'PC' | 'MOBILE' | null;
  title: Record<(typeof LANGUAGES)[number], string>;
  image: Record<(typeof LANGUAGES)[number], string>;
  landingUrl: string;
  colorCode: string;
  status: boolean;
  startAt: string;
  endAt: string;
  sortOrder: number;
};

const draftOf = (banner: BannerEntity | null): Draft => ({
  type: banner?.type ?? 'MAIN',
  deviceType: banner?.deviceType ?? null,
  title: { ko: banner?.title.ko ?? '', en: banner?.title.en ?? '', tw: banner?.title.tw ?? '' },
  // The api answers the Korean image for a language without its own; only a different one is "own".
  image: {
    ko: banner?.image.ko ?? '',
    en: banner && banner.image.en !== banner.image.ko ? banner.image.en : '',
    tw: banner && banner.image.tw !== banner.image.ko ? banner.image.tw : '',
  },
  landingUrl: banner?.landingUrl ?? '',
  colorCode: banner?.colorCode ?? '',
  status: banner?.status ?? true,
  startAt: banner ? toKstInput(banner.startAt) : '',
  endAt: banner ? toKstInput(banner.endAt) : '',
  sortOrder: banner?.sortOrder ?? 0,
});

const bodyOf = (d: Draft): BannerRequestDto => ({
  type: d.type,
  deviceType: d.deviceType,
  title: { ko: d.title.ko, en: d.title.en || undefined, tw: d.title.tw || undefined },
  image: { ko: d.image.ko, en: d.image.en || undefined, tw: d.image.tw || undefined },
  landingUrl: (d.landingUrl || null) as never,
  colorCode: (d.colorCode || null) as never,
  status: d.status,
  startAt: fromKstInput(d.startAt),
  endAt: fromKstInput(d.endAt),
  sortOrder: d.sortOrder,
});

/** Create or edit one banner; the api's field errors show at their fields. */
export const BannerForm = ({
  banner,
  onDone,
  onCancel,
}: {
  banner: BannerEntity | null;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner));
  const [create, created] = useBannerAdminCreateMutation();
  const [update, updated] = useBannerAdminUpdateMutation();
  const error = banner ? updated.error : created.error;
  const fields = fieldErrorsOf(error);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const item = (name: string) => ({
    validateStatus: fields[name] ? ('error' as const) : undefined,
    help: fields[name],
  });

  const save = async () => {
    try {
      if (banner) await update({ id: banner.id, bannerRequestDto: bodyOf(draft) }).unwrap();
      else await create(bodyOf(draft)).unwrap();
      onDone();
    } catch {
      // shown from `error`
    }
  };

  return (
    <Card
      title={banner ? t('content.banners.edit', { id: banner.id }) : t('content.banners.new')}
      style={{ marginBottom: 16 }}
      data-testid="banner-form"
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Space wrap align="start">
          <Form.Item label={t('content.fields.type')} {...item('type')}>
            <Select
              value={draft.type}
              style={{ width: 140 }}
              options={(['MAIN', 'TOP', 'SUB'] as const).map((v) => ({ value: v, label: v }))}
              onChange={(type) => set({ type })}
            />
          </Form.Item>
          <Form.Item label={t('content.fields.device')} {...item('deviceType')}>
            <Select
              value={draft.deviceType ?? 'ALL'}
              style={{ width: 160 }}
              options={(['ALL', 'PC', 'MOBILE'] as const).map((v) => ({
                value: v,
                label: t(`content.device.${v}`),
              }))}
              onChange={(v: 'ALL' | 'PC' | 'MOBILE') => set({ deviceType: v === 'ALL' ? null : v })}
            />
          </Form.Item>
          <Form.Item label={t('content.fields.startAt')} {...item('startAt')}>
            <Input
              type="datetime-local"
              value={draft.startAt}
              data-testid="banner-start"
              onChange={(e) => set({ startAt: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('content.fields.endAt')} {...item('endAt')}>
            <Input
              type="datetime-local"
              value={draft.endAt}
              data-testid="banner-end"
              onChange={(e) => set({ endAt: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('content.fields.sortOrder')} {...item('sortOrder')}>
            <InputNumber value={draft.sortOrder} min={0} onChange={(v) => set({ sortOrder: v ?? 0 })} />
          </Form.Item>
          <Form.Item label={t('content.fields.status')}>
            <Switch
              checked={draft.status}
              checkedChildren={t('content.on')}
              unCheckedChildren={t('content.off')}
              onChange={(status) => set({ status })}
            />
          </Form.Item>
        </Space>
        {LANGUAGES.map((lang) => (
          <Form.Item key={lang} label={t(`content.fields.titleIn.${lang}`)} {...item(`title.${lang}`)}>
            <Input
              value={draft.title[lang]}
              data-testid={`banner-title-${lang}`}
              onChange={(e) => set({ title: { ...draft.title, [lang]: e.target.value } })}
            />
          </Form.Item>
        ))}
        {LANGUAGES.map((lang) => (
          <ImageField
            key={lang}
            label={t(`content.fields.imageIn.${lang}`)}
            value={draft.image[lang]}
            error={fields[`image.${lang}`]}
            testId={`banner-image-${lang}`}
            onChange={(path) => set({ image: { ...draft.image, [lang]: path } })}
          />
        ))}
        <Space wrap align="start">
          <Form.Item label={t('content.fields.landingUrl')} {...item('landingUrl')}>
            <Input
              value={draft.landingUrl}
              style={{ width: 280 }}
              placeholder="/grading"
              onChange={(e) => set({ landingUrl: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('content.fields.colorCode')} {...item('colorCode')}>
            <Input
              value={draft.colorCode}
              style={{ width: 120 }}
              placeholder="#1B2A4A"
              onChange={(e) => set({ colorCode: e.target.value })}
            />
          </Form.Item>
        </Space>
        {error && Object.keys(fields).length === 0 && (
          <Alert
            type="error"
            title={serverMessageOf(error) ?? t('content.saveFailed')}
            style={{ marginBottom: 12 }}
          />
        )}
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={created.isLoading || updated.isLoading}
            data-testid="banner-save"
          >
            {t('content.save')}
          </Button>
          <Button onClick={onCancel}>{t('content.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
};
