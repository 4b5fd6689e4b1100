import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toasts/use-toast';

// The withdrawal ends with a full load of the home page (nothing of the member stays in memory), so the
// goodbye is left in this tab's storage and said once the home page is up.
const FAREWELL_KEY = 'slabworks.farewell';

export const rememberFarewell = () => {
  try {
    sessionStorage.setItem(FAREWELL_KEY, '1');
  } catch {
    // Storage refused (private mode): the member still lands on the home page, without the goodbye.
  }
};

/** Says goodbye once, on the first page after a withdrawal. */
export const useFarewell = () => {
  const { t } = useTranslation('shell');
  const toast = useToast();
  useEffect(() => {
    let pending = false;
    try {
      pending = sessionStorage.getItem(FAREWELL_KEY) === '1';
      sessionStorage.removeItem(FAREWELL_KEY);
    } catch {
      return;
    }
    if (pending) toast(t('farewell'), 'success');
  }, [t, toast]);
};
