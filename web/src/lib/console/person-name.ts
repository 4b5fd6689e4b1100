import type { TFunction } from 'i18next';
import { labelOf, ROLE_KEY } from '@/lib/i18n-keys';

/**
 * A person as staff screens name one: "Kim Anna (Operator)", the role in words (or as the api sent it,
 * when newer than this build); "Unknown person" when the account cannot be read, never its id.
 */
export const personName = (t: TFunction<'console'>, name: string | null, role: string | null): string => {
  const shown = name ?? t('changes.unknownPerson');
  return role ? `${shown} (${labelOf(t, ROLE_KEY, role)})` : shown;
};
