import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { MAX_PHOTO_MB } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { uploadPhoto, type PhotoUploadFailure } from './photo-upload';
import styles from './submission.module.css';

const tooLarge = (entry: { file?: File }) => (entry.file?.size ?? 0) > MAX_PHOTO_MB * 1024 * 1024;

interface Entry {
  readonly key: string;
  // Absent for a photo uploaded earlier (a loaded draft): only its id and thumbnail are known.
  readonly file?: File;
  progress: number;
  uploadId?: string;
  thumbnailUrl?: string;
  error?: string;
}

/**
 * Drop, pick or photograph (capture on phones) order photos; each uploads at once with its own
 * progress bar, and a failed one can be retried or removed without touching the rest of the form.
 * The form value is the list of upload ids.
 */
export const PhotoPicker = ({
  value,
  onChange,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
}) => {
  const { t } = useTranslation('order');
  const language = useAppSelector(selectLanguage);
  const [entries, setEntries] = useState<Entry[]>([]);
  // Ids set from outside (a draft loaded into the form) appear as photos already uploaded.
  useEffect(() => {
    const known = new Set(entries.flatMap((e) => (e.uploadId ? [e.uploadId] : [])));
    const added = (value ?? []).filter((id) => !known.has(id));
    if (added.length === 0) return;
    setEntries((current) => [
      ...current,
      ...added.map((id) => ({
        key: id,
        uploadId: id,
        thumbnailUrl: `/api/uploads/${id}/thumbnail`,
        progress: 100,
      })),
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new outside value adds entries
  }, [value]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const publish = (next: Entry[]) => {
    setEntries(next);
    onChange?.(next.flatMap((e) => (e.uploadId ? [e.uploadId] : [])));
  };
  const update = (key: string, change: Partial<Entry>) =>
    setEntries((current) => {
      const next = current.map((e) => (e.key === key ? { ...e, ...change } : e));
      onChange?.(next.flatMap((e) => (e.uploadId ? [e.uploadId] : [])));
      return next;
    });

  const start = (entry: Entry) => {
    if (!entry.file) return;
    // Refused here, not after a phone has sent 20-odd MB for the api to refuse at the end.
    if (tooLarge(entry)) {
      const sizeMb = (entry.file.size / 1024 / 1024).toFixed(1);
      update(entry.key, {
        error: t('photos.too-large', { name: entry.file.name, sizeMb, maxMb: MAX_PHOTO_MB }),
      });
      return;
    }
    update(entry.key, { progress: 0, error: undefined });
    uploadPhoto(entry.file, language, (progress) => update(entry.key, { progress }))
      .then((photo) =>
        update(entry.key, { uploadId: photo.id, thumbnailUrl: photo.thumbnailUrl, progress: 100 }),
      )
      .catch((failure: PhotoUploadFailure) =>
        update(entry.key, { error: failure.message || t('photos.failed') }),
      );
  };

  const add = (files: FileList | null) => {
    const added = [...(files ?? [])].map((file) => ({
      key: `${file.name}-${Math.random()}`,
      file,
      progress: 0,
    }));
    setEntries((current) => [...current, ...added]);
    added.forEach(start);
  };

  return (
    <div>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        data-testid="photo-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
      >
        <p>{t('photos.drop')}</p>
        <Button onClick={() => input.current?.click()}>{t('photos.choose')}</Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          multiple
          style={{ display: 'none' }}
          data-testid="photo-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <p className={styles.hint}>{t('photos.hint', { maxMb: MAX_PHOTO_MB })}</p>
      </div>
      <ul className={styles.photos}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.photo} data-testid="photo-entry">
            {entry.thumbnailUrl ? (
              <img src={entry.thumbnailUrl} alt={entry.file?.name ?? t('photos.title')} />
            ) : (
              <span className={styles.placeholder}>{entry.file?.name}</span>
            )}
            {entry.error ? (
              <p className={styles.photoError} role="alert">
                {entry.error}
              </p>
            ) : (
              <Progress
                percent={entry.progress}
                size="small"
                status={entry.uploadId ? 'success' : 'active'}
              />
            )}
            <div className={styles.photoActions}>
              {entry.error && !tooLarge(entry) && (
                <Button size="small" onClick={() => start(entry)}>
                  {t('photos.retry')}
                </Button>
              )}
              <Button size="small" danger onClick={() => publish(entries.filter((e) => e.key !== entry.key))}>
                {t('photos.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
};
