export { certificationRegistryProjection } from './certification-registry.projection';
export type { CertificateRow, CertifiedCard, LineageRow } from './certificate-row';
export {
  certificateWithPopulation,
  certificatesByNumbers,
  certificatesHeldBy,
  existingCertificationNumbers,
  gradedCardsOf,
  type CertificateWithPopulation,
  type GradedCard,
} from './certification-queries';
export {
  POPULATION_SORTS,
  populationCards,
  type PopulationCardRow,
  type PopulationCardSearch,
  type PopulationSort,
} from './population-queries';
