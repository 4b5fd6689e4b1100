import type { SaveDraft } from '@slabworks/domain';
import { ApiException } from '../../../errors';
import type { CommandBuilder } from '../../core/order-command.executor';

/** A member saves a draft (latest wins); POST creates the stream, PUT only replaces an existing draft. */
export const saveDraft =
  (data: SaveDraft['data'], mustExist = false): CommandBuilder =>
  (state) => {
    // A client-chosen id must not create an order stream.
    if (mustExist && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
    return { type: 'SaveDraft', data };
  };
