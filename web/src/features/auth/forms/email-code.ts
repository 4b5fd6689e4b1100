// Mirrors services/api/src/member/verification/verification-code.store.ts (10 minutes, 5 tries, 30 s
// between sends); the api stays the judge, these only word the hints and pace the resend button.
export const emailCodePolicy = { length: 6, minutes: 10, attempts: 5, resendSeconds: 30 } as const;

export const isEmailCode = (value: string | undefined): boolean => /^\d{6}$/.test(value ?? '');
