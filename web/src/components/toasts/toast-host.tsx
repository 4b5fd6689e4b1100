import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastDurationMs } from '@/config/constants';
import { selectToast, toastDismissed } from '@/components/toasts/toast-slice';
import styles from '@/components/toasts/toast-host.module.css';
import { useSwipeDismiss } from '@/components/toasts/use-swipe-dismiss';

export const ToastHost = () => {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectToast);
  const swipe = useSwipeDismiss(() => {
    if (toast) dispatch(toastDismissed(toast.id));
  });

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [toast, dispatch]);

  if (!toast) return null;
  return (
    <div className={styles.region} role="status" aria-live="polite">
      <button
        type="button"
        key={toast.id}
        data-testid={`toast-${toast.kind}`}
        className={`${styles.toast} ${styles[toast.kind]}`}
        onClick={() => dispatch(toastDismissed(toast.id))}
        style={swipe.style}
        {...swipe.handlers}
      >
        {toast.text}
      </button>
    </div>
  );
};
