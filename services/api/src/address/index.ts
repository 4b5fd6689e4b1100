// The address module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { AddressModule } from './address.module';
export { CreateAddressBook1764000000300 } from './persistence/migrations/1764000000300-create-address-book';
