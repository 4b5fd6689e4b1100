import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_DRAFTS_PER_MEMBER } from '@slabworks/domain';
import { ApiException } from '../../../errors';
import { OrderReadModel } from '../../read-model/order-read.model';

/** At most MAX_DRAFTS_PER_MEMBER temporary saves per member (a new draft; replacing one is free). */
@Injectable()
export class DraftAllowance {
  constructor(private readonly orders: OrderReadModel) {}

  /** Counted on the read model, so a burst of saves may overshoot by what is not yet projected. */
  async assertRoomForAnother(memberId: string): Promise<void> {
    const { total } = await this.orders.page(
      `member_id = $1 AND status = 'TEMP_SAVED'`,
      [memberId],
      1,
      1,
      'updated_at DESC',
    );
    if (total >= MAX_DRAFTS_PER_MEMBER)
      throw new ApiException(HttpStatus.CONFLICT, 'ORDER.TOO_MANY_DRAFTS', { max: MAX_DRAFTS_PER_MEMBER });
  }
}
