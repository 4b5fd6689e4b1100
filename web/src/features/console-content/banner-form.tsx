import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { BannerEntity, BannerRequestDto } from '@/lib/api/generated/slabworks-api';
import { useBannerAdminCreateMutation, useBannerAdminUpdateMutation } from '@/lib/console/console-api';
import { ContentFormCard, useContentForm } from './content-form';
import { FieldRow } from './field-row';
import { ImageFields } from './image-field';
import { LandingUrlField } from './landing-url-field';
import { TitleInputs } from './translated-inputs';
import { imageDraftOf, textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { WindowFields, windowBodyOf, windowDraftOf, type WindowDraft } from './window-fields';

type Draft = WindowDraft & {
  type: BannerRequestDto['type'];
  deviceType: 'PC' | 'MOBILE' | null;
  title: TextDraft;
  image: TextDraft;
  landingUrl: string;
  colorCode: string;
};

const draftOf = (banner: BannerEntity | null): Draft => ({
  type: banner?.type ?? 'MAIN',
  deviceType: banner?.deviceType ?? null,
  title: textDraftOf(banner?.title),
  image: imageDraftOf(banner?.image),
  landingUrl: banner?.landingUrl ?? '',
  colorCode: banner?.colorCode ?? '',
  ...windowDraftOf(banner),
});

const bodyOf = (d: Draft): BannerRequestDto => ({
  type: d.type,
  deviceType: d.deviceType,
  title: textBodyOf(d.title),
  image: textBodyOf(d.image),
  landingUrl: (d.landingUrl || null) as never,
  colorCode: (d.colorCode || null) as never,
  ...windowBodyOf(d),
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
  const form = useContentForm({
    row: banner,
    initial: () => draftOf(banner),
    bodyOf,
    create: useBannerAdminCreateMutation(),
    update: useBannerAdminUpdateMutation(),
    updateArg: (id, bannerRequestDto) => ({ id, bannerRequestDto }),
    onDone,
  });
  const { draft, set, fields, item } = form;

  return (
    <ContentFormCard
      title={banner ? t('content.banners.edit', { id: banner.id }) : t('content.banners.new')}
      testId="banner"
      form={form}
      onCancel={onCancel}
    >
      <FieldRow>
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
        <WindowFields value={draft} item={item} testId="banner" onChange={set} />
      </FieldRow>
      <TitleInputs value={draft.title} item={item} testId="banner" onChange={set} />
      <ImageFields value={draft.image} fields={fields} testId="banner" onChange={(image) => set({ image })} />
      <FieldRow>
        <LandingUrlField value={draft.landingUrl} item={item} testId="banner" onChange={set} />
        <Form.Item label={t('content.fields.colorCode')} {...item('colorCode')}>
          <Input
            value={draft.colorCode}
            style={{ width: 120 }}
            placeholder="#1B2A4A"
            onChange={(e) => set({ colorCode: e.target.value })}
          />
        </Form.Item>
      </FieldRow>
    </ContentFormCard>
  );
};
