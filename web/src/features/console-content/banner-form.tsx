import { useState } from 'react';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { BannerEntity, BannerRequestDto } from '@/lib/api/generated/slabworks-api';
import { useBannerAdminCreateMutation, useBannerAdminUpdateMutation } from '@/lib/console/console-api';
import { fromKstInput, toKstInput } from './datetime';
import { useFieldErrors } from './field-errors';
import { FieldRow } from './field-row';
import { FormFooter } from './form-footer';
import { ImageFields } from './image-field';
import { LandingUrlField } from './landing-url-field';
import { TranslatedInputs } from './translated-inputs';
import { imageDraftOf, textBodyOf, textDraftOf, type TextDraft } from './translated-text';
import { WindowFields, type WindowDraft } from './window-fields';

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
  status: banner?.status ?? true,
  startAt: banner ? toKstInput(banner.startAt) : '',
  endAt: banner ? toKstInput(banner.endAt) : '',
  sortOrder: banner?.sortOrder ?? 0,
});

const bodyOf = (d: Draft): BannerRequestDto => ({
  type: d.type,
  deviceType: d.deviceType,
  title: textBodyOf(d.title),
  image: textBodyOf(d.image),
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
  const { fields, item, refusedFields, send } = useFieldErrors(error, bodyOf(draft));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    try {
      const body = send(bodyOf(draft));
      if (banner) await update({ id: banner.id, bannerRequestDto: body }).unwrap();
      else await create(body).unwrap();
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
        <TranslatedInputs
          field="title"
          labels={{
            ko: t('content.fields.titleIn.ko'),
            en: t('content.fields.titleIn.en'),
            tw: t('content.fields.titleIn.tw'),
          }}
          value={draft.title}
          item={item}
          testId="banner-title"
          onChange={(title) => set({ title })}
        />
        <ImageFields
          value={draft.image}
          fields={fields}
          testId="banner"
          onChange={(image) => set({ image })}
        />
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
        <FormFooter
          error={error}
          hasFieldErrors={refusedFields}
          saving={created.isLoading || updated.isLoading}
          testId="banner"
          onCancel={onCancel}
        />
      </Form>
    </Card>
  );
};
