// Versions of the documents a member agrees to at sign-up; bump one when its text changes so every
// stored consent says which text it was given to (PIPA; research checklist item 31).
export const CONSENT_DOCUMENTS = {
  terms: { kind: 'TERMS', version: '2025-01-01', required: true },
  privacy: { kind: 'PRIVACY', version: '2025-01-01', required: true },
  over14: { kind: 'OVER_14', version: '2025-01-01', required: true },
  crossBorder: { kind: 'CROSS_BORDER_TRANSFER', version: '2025-01-01', required: true },
  advertising: { kind: 'ADVERTISING', version: '2025-01-01', required: false },
} as const;

export type ConsentField = keyof typeof CONSENT_DOCUMENTS;
