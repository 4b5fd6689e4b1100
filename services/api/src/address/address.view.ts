import type { AddressEntity } from './persistence/address.entity';

export const addressView = (a: AddressEntity) => ({
  id: a.id,
  name: a.name,
  recipient: a.recipient,
  phone: a.phone,
  postalCode: a.postalCode,
  address1: a.address1,
  address2: a.address2,
  memo: a.memo,
  isDefault: a.isDefault,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});
