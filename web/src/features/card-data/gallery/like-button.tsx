import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '@/config/paths';
import { serverMessageOf } from '@/lib/api/envelope';
import { useSession } from '@/lib/session/use-session';
import styles from '../card-data.module.css';
import { useLikeAlbumMutation, useUnlikeAlbumMutation } from '../api/card-data-api';

/** Like / unlike; a visitor is sent to log-in and comes back here (spec §6). */
export const LikeButton = ({ albumId, liked, count }: { albumId: string; liked: boolean; count: number }) => {
  const { t } = useTranslation('cards');
  const { hasSession } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [like, liking] = useLikeAlbumMutation();
  const [unlike, unliking] = useUnlikeAlbumMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    const toLogin = () => navigate(loginHref(`${pathname}${search}`));
    // The session flag, not the member query: right after log-in the member may still be loading.
    if (!hasSession) return toLogin();
    const answer = liked ? await unlike(albumId) : await like(albumId);
    if ((answer.error as { status?: unknown } | undefined)?.status === 401) return toLogin();
    setFailure(answer.error ? (serverMessageOf(answer.error) ?? t('gallery.likeFailed')) : null);
  };
  return (
    <span>
      <Button
        type={liked ? 'primary' : 'default'}
        aria-pressed={liked}
        loading={liking.isLoading || unliking.isLoading}
        onClick={() => void toggle()}
        data-testid="like-button"
      >
        {liked ? '♥' : '♡'} {t(liked ? 'gallery.liked' : 'gallery.like')} ·{' '}
        <span data-testid="like-count">{count}</span>
      </Button>
      {failure && (
        <span role="alert" className={styles.muted}>
          {failure}
        </span>
      )}
    </span>
  );
};
