import Avatar from 'antd/es/avatar/Avatar';
import Button from 'antd/es/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTO_MB } from '@slabworks/domain';
import { useToast } from '@/components/toasts/use-toast';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { useUpdateProfileMutation, useUploadPhotoMutation, type Profile } from '../api/profile-api';
import styles from '../components/account.module.css';

// What the api's upload takes (it checks the file's own signature too); the rest is refused here first.
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The member's profile photo: chosen from the device, uploaded as order photos are, shown in the header. */
export const ProfilePhoto = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('account');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [upload, uploading] = useUploadPhotoMutation();
  const [update, updating] = useUpdateProfileMutation();

  const save = async (photoUploadId: string | null) => {
    const saved = await update({ photoUploadId });
    if ('error' in saved) {
      setError(
        fieldErrorsOf(saved.error).photoUploadId ?? serverMessageOf(saved.error) ?? t('profile.photo.failed'),
      );
      return;
    }
    toast(t(photoUploadId ? 'profile.photo.saved' : 'profile.photo.removed'), 'success');
  };

  const choose = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setError(t('profile.photo.type'));
    if (file.size > MAX_PHOTO_MB * 1024 * 1024)
      return setError(t('profile.photo.too-large', { maxMb: MAX_PHOTO_MB }));
    const body = new FormData();
    body.append('file', file);
    // The generated argument names the multipart part; the request sends the form itself.
    const uploaded = await upload(body as never);
    if ('error' in uploaded) {
      setError(
        fieldErrorsOf(uploaded.error).file ?? serverMessageOf(uploaded.error) ?? t('profile.photo.failed'),
      );
      return;
    }
    await save(uploaded.data.id);
  };

  const busy = uploading.isLoading || updating.isLoading;
  return (
    <div className={styles.photo} data-testid="profile-photo">
      <Avatar size={72} src={profile.mbThumbnail ?? undefined} data-testid="profile-photo-avatar">
        {(profile.mbNick ?? '?').slice(0, 1)}
      </Avatar>
      <div>
        <div className={styles.row}>
          <Button loading={busy} onClick={() => input.current?.click()} data-testid="profile-photo-choose">
            {t(profile.mbThumbnail ? 'profile.photo.change' : 'profile.photo.choose')}
          </Button>
          {profile.mbThumbnail && (
            <Button disabled={busy} onClick={() => void save(null)} data-testid="profile-photo-remove">
              {t('profile.photo.remove')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          hidden
          accept={PHOTO_TYPES.join(',')}
          aria-label={t('profile.photo.choose')}
          data-testid="profile-photo-input"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className={styles.hint}>{t('profile.photo.hint', { maxMb: MAX_PHOTO_MB })}</p>
        {error && (
          <p className={styles.error} role="alert" data-testid="profile-photo-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
};
