import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { MAX_PHOTO_MB, SLAB_SIDES, type SlabSide } from '@slabworks/domain';
import { useTranslation } from 'react-i18next';
import type { CardLine, OrderItemState } from '@/lib/api/generated/slabworks-api';
import { UploadThumbnail } from '@/components/ui/upload-thumbnail';
import { uploadImage } from '@/lib/console/upload-image';
import { useCardLineWords } from './card-line-words';

// What the upload pipeline decodes (docs/uploads.md); the api checks the bytes whatever this says.
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface SlabPhotosPanelProps {
  items: OrderItemState[];
  lines: Map<string, CardLine>;
  /** Binds an uploaded photo to the card's slab; resolves false when the api refused (errors below). */
  onPhoto: (itemId: string, side: SlabSide, uploadId: string) => Promise<boolean>;
  /** The api's field errors of the last refused photo, with the card they were for. */
  refusal: { itemId: string; message: string } | null;
}

/**
 * The finished slabs' photos, front and back per card with a certification number, taken at casing
 * and shown on the public certificate. A new photo of a side replaces the one before (a retake).
 */
export const SlabPhotosPanel = ({ items, lines, onPhoto, refusal }: SlabPhotosPanelProps) => {
  const { t } = useTranslation('slab-console');
  const slabs = items.filter((item) => item.certificationNumber);
  if (slabs.length === 0) return <Empty description={t('photos.empty')} data-testid="slab-photos-empty" />;
  return (
    <div data-testid="slab-photos">
      {slabs.map((item) => (
        <SlabRow
          key={item.itemId}
          item={item}
          line={item.lineId ? lines.get(item.lineId) : undefined}
          onPhoto={onPhoto}
          refused={refusal?.itemId === item.itemId ? refusal.message : null}
        />
      ))}
    </div>
  );
};

const SlabRow = ({
  item,
  line,
  onPhoto,
  refused,
}: {
  item: OrderItemState;
  line: CardLine | undefined;
  onPhoto: SlabPhotosPanelProps['onPhoto'];
  refused: string | null;
}) => {
  const { t, i18n } = useTranslation('slab-console');
  const words = useCardLineWords();
  const [busy, setBusy] = useState<SlabSide | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (side: SlabSide, file: File) => {
    setProblem(null);
    // The same limit the api enforces, said before a large file is sent for nothing.
    if (file.size > MAX_PHOTO_MB * 1024 * 1024) {
      setProblem(t('photos.tooLarge', { maxMb: MAX_PHOTO_MB }));
      return;
    }
    setBusy(side);
    try {
      const uploaded = await uploadImage(file, i18n.language);
      await onPhoto(item.itemId, side, uploaded.id);
    } catch (error) {
      setProblem((error as Error).message || t('photos.failed'));
    } finally {
      setBusy(null);
    }
  };

  const message = problem ?? refused;
  return (
    <div
      data-testid="slab-photo-row"
      data-certification={item.certificationNumber}
      style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Typography.Text strong>{words(line) || item.itemId}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {t('labels.certificationNumber', { number: item.certificationNumber })}
      </Typography.Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginTop: 8 }}>
        {SLAB_SIDES.map((side) => (
          <SidePhoto
            key={side}
            side={side}
            uploadId={item.slabPhotos?.[side] ?? null}
            busy={busy === side}
            disabled={busy !== null}
            onFile={(file) => void send(side, file)}
          />
        ))}
      </div>
      {message && (
        <Typography.Text type="danger" role="alert" data-testid="slab-photo-error">
          {message}
        </Typography.Text>
      )}
    </div>
  );
};

const SidePhoto = ({
  side,
  uploadId,
  busy,
  disabled,
  onFile,
}: {
  side: SlabSide;
  uploadId: string | null;
  busy: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
}) => {
  const { t } = useTranslation('slab-console');
  const input = useRef<HTMLInputElement>(null);
  const sideName = t(`photos.side.${side}`);
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}
      data-testid={`slab-side-${side}`}
    >
      <Typography.Text strong style={{ minWidth: 40 }}>
        {sideName}
      </Typography.Text>
      {uploadId ? (
        <UploadThumbnail
          uploadId={uploadId}
          width={64}
          height={64}
          style={{ objectFit: 'cover' }}
          alt={sideName}
          testId="slab-photo-thumbnail"
        />
      ) : (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="slab-photo-missing">
          {t('photos.missing')}
        </Typography.Text>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={`slab-photo-input-${side}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        icon={<CameraOutlined />}
        loading={busy}
        disabled={disabled && !busy}
        onClick={() => input.current?.click()}
        aria-label={`${sideName}: ${uploadId ? t('photos.retake') : t('photos.take')}`}
      >
        {uploadId ? t('photos.retake') : t('photos.take')}
      </Button>
    </div>
  );
};
