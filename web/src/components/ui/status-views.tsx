import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-views.module.css';

export const LoadingView = ({ label }: { label?: string }) => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.box} role="status" aria-live="polite" data-testid="loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
};

export const EmptyView = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.box} data-testid="empty">
      <span className={styles.emptyIcon} aria-hidden="true">
        ◇
      </span>
      <span>{children ?? t('state.empty')}</span>
    </div>
  );
};

export const ErrorView = ({ onRetry, message }: { onRetry?: () => void; message?: string }) => {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert" data-testid="error">
      <span>{message ?? t('state.error')}</span>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
};

interface QueryViewProps<T> {
  query: { data?: T; isLoading: boolean; isError: boolean; refetch: () => unknown };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

// Loading, error, empty and content: every server-backed region goes through here.
export const QueryView = <T,>({ query, isEmpty, empty, children }: QueryViewProps<T>) => {
  if (query.isLoading) return <LoadingView />;
  if (query.isError || query.data === undefined) return <ErrorView onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyView>{empty}</EmptyView>;
  return <>{children(query.data)}</>;
};
