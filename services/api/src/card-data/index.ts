// The card-data module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { CardDataModule } from './card-data.module';
export { CARD_DATA_MIGRATIONS } from './persistence/card-data-migrations';
