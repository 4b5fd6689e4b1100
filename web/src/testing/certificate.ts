import type { GetCertificationApiResponse } from '@/lib/api/generated/slabworks-api';

export type CertificateView = GetCertificationApiResponse['data'];

/**
 * A certificate as GET /api/certifications/:number answers it: 1000042, grade 9, a signed sports
 * card unless `card` says otherwise; `change` replaces the certificate's own facts.
 */
export const certificateView = (
  card: Partial<CertificateView['card']> = {},
  change: Partial<CertificateView> = {},
): CertificateView => ({
  certificationNumber: '1000042',
  grade: '9',
  authentic: false,
  gradedAt: '2026-11-20T03:00:00.000Z',
  reholderedAt: null,
  photos: [],
  photoImages: [],
  slabPhotos: { front: null, back: null },
  population: { sameGrade: 1, higherGrade: 0, total: 1 },
  lineage: [],
  card: {
    cardCategory: 'SPORTS',
    playerName: 'Son Heung-min',
    setName: 'Topps Chrome',
    year: 2021,
    cardNumber: '7',
    autograph: true,
    sportsType: 'SOCCER',
    ...card,
  },
  ...change,
});
