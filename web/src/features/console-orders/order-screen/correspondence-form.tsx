import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { CORRESPONDENCE_RESULTS, type CorrespondenceResult } from '@slabworks/domain';
import { uploadImage } from '@/lib/console/upload-image';
import type { CardLine } from '@/lib/api/generated/slabworks-api';
import { CardLineText } from './card-line';
import type { OrderItem } from './order-items';
import { keyFor } from '@/lib/i18n-keys';
import type { ParseKeys } from 'i18next';

// What each ungradable code means: "Ungradable B1 — trimmed edges".
const UNGRADABLE_MEANING_KEY = {
  UNGRADABLE_B1: 'correspondenceMeaning.UNGRADABLE_B1',
  UNGRADABLE_B2: 'correspondenceMeaning.UNGRADABLE_B2',
  UNGRADABLE_B3: 'correspondenceMeaning.UNGRADABLE_B3',
  UNGRADABLE_B4: 'correspondenceMeaning.UNGRADABLE_B4',
  UNGRADABLE_B5: 'correspondenceMeaning.UNGRADABLE_B5',
  UNGRADABLE_B6: 'correspondenceMeaning.UNGRADABLE_B6',
  UNGRADABLE_B7: 'correspondenceMeaning.UNGRADABLE_B7',
} as const satisfies Record<Extract<CorrespondenceResult, `UNGRADABLE_B${string}`>, ParseKeys<'console'>>;

export interface CorrespondenceEntry {
  itemId: string;
  result: CorrespondenceResult;
  reason?: string;
  evidencePhoto?: string;
}

/**
 * The correspondence check: one result per card (OK by default). Anything else needs a reason the
 * collector will read, and may carry an evidence photo. Field errors come back as results[i].field.
 */
export const CorrespondenceForm = ({
  items,
  cardLines,
  fields,
  busy,
  onSubmit,
}: {
  items: OrderItem[];
  cardLines: Map<string, CardLine>;
  fields: Record<string, string>;
  busy: boolean;
  onSubmit: (results: CorrespondenceEntry[]) => void;
}) => {
  const { t, i18n } = useTranslation('console');
  const [entries, setEntries] = useState<Record<string, CorrespondenceEntry>>({});
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<Record<string, string>>({});
  const entryOf = (itemId: string): CorrespondenceEntry => entries[itemId] ?? { itemId, result: 'OK' };
  // An ungradable code says why: "Ungradable B1 — trimmed edges".
  const resultLabel = (r: CorrespondenceResult) => {
    const meaning = keyFor(UNGRADABLE_MEANING_KEY, r);
    return meaning ? `${t(`correspondence.${r}`)} — ${t(meaning)}` : t(`correspondence.${r}`);
  };
  const patch = (itemId: string, change: Partial<CorrespondenceEntry>) =>
    setEntries((all) => ({ ...all, [itemId]: { ...entryOf(itemId), ...change } }));

  const attach = async (itemId: string, file: File | undefined) => {
    if (!file) return;
    setUploading(itemId);
    try {
      const image = await uploadImage(file, i18n.language);
      patch(itemId, { evidencePhoto: image.id });
      setUploadError((all) => ({ ...all, [itemId]: '' }));
    } catch (error) {
      setUploadError((all) => ({ ...all, [itemId]: (error as Error).message || t('order.uploadFailed') }));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Form
      layout="vertical"
      data-testid="correspondence-form"
      onFinish={() => onSubmit(items.map((i) => entryOf(i.itemId)))}
    >
      {items.map((item, index) => {
        const entry = entryOf(item.itemId);
        const reasonError = fields[`results[${index}].reason`];
        const photoError = fields[`results[${index}].evidencePhoto`] || uploadError[item.itemId];
        return (
          <fieldset
            key={item.itemId}
            style={{ border: 0, padding: 0, margin: '0 0 12px' }}
            data-testid="correspondence-item"
          >
            <CardLineText line={item.lineId ? cardLines.get(item.lineId) : undefined} place={index + 1} />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}>
              <Form.Item
                label={t('order.correspondence.result')}
                style={{ minWidth: 260, marginBottom: 4 }}
                validateStatus={fields[`results[${index}].result`] ? 'error' : undefined}
                help={fields[`results[${index}].result`]}
              >
                <Select
                  value={entry.result}
                  // Eleven results: typing "B3" (or a word of its meaning) finds one faster than scrolling.
                  showSearch
                  optionFilterProp="label"
                  data-testid="correspondence-result"
                  popupMatchSelectWidth={false}
                  options={CORRESPONDENCE_RESULTS.map((r) => ({ value: r, label: resultLabel(r) }))}
                  onChange={(result: CorrespondenceResult) => patch(item.itemId, { result })}
                />
              </Form.Item>
              {entry.result !== 'OK' && (
                <>
                  <Form.Item
                    label={t('order.correspondence.reason')}
                    style={{ flex: '1 1 240px', marginBottom: 4 }}
                    validateStatus={reasonError ? 'error' : undefined}
                    help={reasonError}
                  >
                    <Input
                      value={entry.reason ?? ''}
                      maxLength={500}
                      data-testid="correspondence-reason"
                      onChange={(e) => patch(item.itemId, { reason: e.target.value })}
                    />
                  </Form.Item>
                  <Form.Item
                    label={t('order.correspondence.photo')}
                    style={{ marginBottom: 4 }}
                    validateStatus={photoError ? 'error' : undefined}
                    help={
                      photoError ||
                      (entry.evidencePhoto ? t('order.correspondence.photoAttached') : undefined)
                    }
                  >
                    <input
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      aria-label={t('order.correspondence.photo')}
                      disabled={uploading === item.itemId}
                      onChange={(e) => void attach(item.itemId, e.target.files?.[0])}
                    />
                  </Form.Item>
                </>
              )}
            </div>
          </fieldset>
        );
      })}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        disabled={uploading !== null}
        data-testid="correspondence-submit"
      >
        {t('order.correspondence.submit')}
      </Button>
    </Form>
  );
};
