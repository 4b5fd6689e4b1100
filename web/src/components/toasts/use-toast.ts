import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { toastShown, type ToastKind } from '@/components/toasts/toast-slice';

export const useToast = () => {
  const dispatch = useAppDispatch();
  return useCallback(
    (text: string, kind: ToastKind = 'default') => dispatch(toastShown({ text, kind })),
    [dispatch],
  );
};
