import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { validateAddress, type ServiceCountry } from '@slabworks/domain';
import { ApiException } from '../errors';
import type { AddressRequestDto } from './address.request.dto';
import { AddressEntity } from './persistence/address.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (s: string | null | undefined) =>
  s === undefined || s === null || s.trim() === '' ? null : s.trim();

/** A member's address book. Every query is scoped by the caller: someone else's address is a 404. */
@Injectable()
export class AddressBookService {
  constructor(private readonly dataSource: DataSource) {}

  list(memberId: string): Promise<AddressEntity[]> {
    return this.dataSource
      .getRepository(AddressEntity)
      .find({ where: { memberId }, order: { isDefault: 'DESC', createdAt: 'ASC' } });
  }

  async get(
    memberId: string,
    id: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<AddressEntity> {
    const found = UUID.test(id) ? await m.getRepository(AddressEntity).findOneBy({ id, memberId }) : null;
    if (!found) throw ApiException.notFound('ADDRESS.NOT_FOUND');
    return found;
  }

  /** The first address becomes the default, so a member with addresses always has one. */
  async add(
    memberId: string,
    body: AddressRequestDto,
    country: ServiceCountry = 'KR',
  ): Promise<AddressEntity> {
    const fields = this.fields(body, country);
    return this.editBook(memberId, async (m) => {
      const count = await m.getRepository(AddressEntity).countBy({ memberId });
      const isDefault = count === 0 || body.isDefault === true;
      if (isDefault) await this.clearDefault(m, memberId);
      return m
        .getRepository(AddressEntity)
        .save(m.getRepository(AddressEntity).create({ ...fields, memberId, isDefault }));
    });
  }

  async update(
    memberId: string,
    id: string,
    body: AddressRequestDto,
    country: ServiceCountry = 'KR',
  ): Promise<AddressEntity> {
    const fields = this.fields(body, country);
    return this.editBook(memberId, async (m) => {
      const address = await this.get(memberId, id, m);
      // Unsetting the default would leave none; choose another address as default instead.
      if (body.isDefault === true && !address.isDefault) await this.clearDefault(m, memberId);
      Object.assign(address, fields, { isDefault: address.isDefault || body.isDefault === true });
      return m.getRepository(AddressEntity).save(address);
    });
  }

  async makeDefault(memberId: string, id: string): Promise<AddressEntity> {
    return this.editBook(memberId, async (m) => {
      const address = await this.get(memberId, id, m);
      if (!address.isDefault) {
        await this.clearDefault(m, memberId);
        address.isDefault = true;
        await m.getRepository(AddressEntity).save(address);
      }
      return address;
    });
  }

  /** Spec §5: the default address cannot be deleted. */
  async remove(memberId: string, id: string): Promise<void> {
    await this.editBook(memberId, async (m) => {
      const address = await this.get(memberId, id, m);
      if (address.isDefault) throw new ApiException(HttpStatus.CONFLICT, 'ADDRESS.DEFAULT_NOT_DELETABLE');
      await m.getRepository(AddressEntity).delete({ id, memberId });
    });
  }

  /** A member's addresses are in the country of its service (a Taiwan member's in Taiwan). */
  private fields(body: AddressRequestDto, country: ServiceCountry) {
    const problems = validateAddress(body, '', country);
    if (problems.length) throw ApiException.validation(problems);
    return {
      name: body.name!.trim(),
      recipient: body.recipient!.trim(),
      phone: body.phone!.trim(),
      postalCode: body.postalCode!.trim(),
      address1: body.address1!.trim(),
      address2: blankToNull(body.address2),
      memo: blankToNull(body.memo),
    };
  }

  /**
   * One edit of a member's book, in a transaction that holds the member's row: edits of one book are
   * serialised, so "first address is default" and "one default" hold under races.
   */
  private editBook<T>(memberId: string, edit: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT 1 FROM member WHERE id = $1 FOR UPDATE`, [memberId]);
      return edit(m);
    });
  }

  private async clearDefault(m: EntityManager, memberId: string): Promise<void> {
    await m.getRepository(AddressEntity).update({ memberId, isDefault: true }, { isDefault: false });
  }
}
