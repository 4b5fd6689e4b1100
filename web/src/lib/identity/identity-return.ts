// PortOne's identity window redirects on most mobile browsers instead of resolving in place: the page
// is left and loaded again at `redirectUrl` with `identityVerificationId`, `identityVerificationTxId`
// and, on failure, `code`/`message` appended (@portone/browser-sdk v2, IdentityVerificationResponse).
// What the member had typed is kept in this tab's sessionStorage for that trip and put back on return;
// the api still decides whether the member is verified (POST …/confirm asks PortOne).

const KEPT = 'slabworks:identity-return';
/** Longer than the api's 30-minute verification window: anything older is of no use. */
const KEPT_FOR_MS = 35 * 60 * 1000;
/** What PortOne appends on its way back; all of it leaves the address once read. */
const RETURN_PARAMS = [
  'identityVerificationId',
  'identityVerificationTxId',
  'transactionType',
  'code',
  'message',
  'pgCode',
  'pgMessage',
] as const;

/** A checkout's fields as the form holds them, and how the form takes them back. */
export interface FormKeeper {
  readonly values: () => object;
  readonly restore: (values: object) => void;
}

interface Kept {
  readonly identityVerificationId: string;
  readonly form?: object;
  readonly savedAt: number;
}

/** Card numbers never sit in storage: the payment step starts again from its defaults. */
const withoutSecrets = (values: object): object => {
  const { cardNumber: _card, ...rest } = values as Record<string, unknown>;
  return rest;
};

export const keepForIdentityReturn = (identityVerificationId: string, form?: object) => {
  const kept: Kept = {
    identityVerificationId,
    savedAt: Date.now(),
    ...(form ? { form: withoutSecrets(form) } : {}),
  };
  try {
    sessionStorage.setItem(KEPT, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the trip still verifies, the fields are typed again.
  }
};

export const forgetIdentityReturn = () => {
  try {
    sessionStorage.removeItem(KEPT);
  } catch {
    // Nothing kept.
  }
};

export interface IdentityReturn {
  readonly identityVerificationId: string;
  /** PortOne's failure code (the member closed or failed the window); absent when it finished. */
  readonly code?: string;
  /** The fields kept for this verification in this tab, if any. */
  readonly form?: object;
}

/** The return from PortOne in this address, with what was kept for it (taken once). */
export const takeIdentityReturn = (search: string): IdentityReturn | null => {
  const params = new URLSearchParams(search);
  const identityVerificationId = params.get('identityVerificationId');
  if (!identityVerificationId) return null;
  const code = params.get('code') ?? undefined;
  let kept: Kept | null = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') as Kept | null;
  } catch {
    kept = null;
  }
  forgetIdentityReturn();
  const form =
    kept?.identityVerificationId === identityVerificationId && Date.now() - kept.savedAt < KEPT_FOR_MS
      ? kept.form
      : undefined;
  return { identityVerificationId, ...(code ? { code } : {}), ...(form ? { form } : {}) };
};

/** The same address without what PortOne appended (a reload must not confirm again). */
export const withoutIdentityReturn = (search: string): string => {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};
