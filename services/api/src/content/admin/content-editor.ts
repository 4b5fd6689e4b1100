import { Injectable } from '@nestjs/common';
import { DataSource, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { ApiException } from '../../errors';
import { record, type ConsoleSubject } from '../../console-changes';

/** The row as it is before a change, locked until the change commits; CONTENT.NOT_FOUND without it. */
async function lockedRow<T extends ObjectLiteral>(
  repository: Repository<T>,
  id: number | string,
): Promise<T> {
  const row = await repository.findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
  if (!row) throw ApiException.notFound('CONTENT.NOT_FOUND');
  return row;
}

/**
 * Every console write to content goes through here: the row and its console_changes entry (who,
 * when, before and after) commit together, so no edit is ever unrecorded.
 */
@Injectable()
export class ContentEditor {
  constructor(private readonly dataSource: DataSource) {}

  create<T extends ObjectLiteral>(
    subject: ConsoleSubject,
    entity: EntityTarget<T>,
    values: Partial<T>,
    staffId: string,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(entity).save(values as T);
      await record(manager, {
        subject,
        subjectId: String(saved.id),
        action: 'CREATE',
        changedBy: staffId,
        before: null,
        after: saved,
      });
      return saved;
    });
  }

  update<T extends ObjectLiteral>(
    subject: ConsoleSubject,
    entity: EntityTarget<T>,
    id: number | string,
    values: Partial<T>,
    staffId: string,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(entity);
      const before = await lockedRow(repository, id);
      const after = await repository.save({ ...before, ...values, id: before.id } as T);
      await record(manager, {
        subject,
        subjectId: String(id),
        action: 'UPDATE',
        changedBy: staffId,
        before,
        after,
      });
      return after;
    });
  }

  remove<T extends ObjectLiteral>(
    subject: ConsoleSubject,
    entity: EntityTarget<T>,
    id: number | string,
    staffId: string,
  ): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(entity);
      const before = await lockedRow(repository, id);
      await repository.delete(id as never);
      await record(manager, {
        subject,
        subjectId: String(id),
        action: 'DELETE',
        changedBy: staffId,
        before,
        after: null,
      });
    });
  }
}
