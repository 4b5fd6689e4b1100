import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_DRAFTS_PER_MEMBER } from '@slabworks/domain';
import { memberDraftCount } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../errors';

/** At most MAX_DRAFTS_PER_MEMBER temporary saves per member (a new draft; replacing one is free). */
@Injectable()
export class DraftAllowance {
  constructor(private readonly db: DataSource) {}

  /** Counted on the read model, so a burst of saves may overshoot by what is not yet projected. */
  async assertRoomForAnother(memberId: string): Promise<void> {
    if ((await memberDraftCount(this.db, memberId)) >= MAX_DRAFTS_PER_MEMBER)
      throw new ApiException(HttpStatus.CONFLICT, 'ORDER.TOO_MANY_DRAFTS', { max: MAX_DRAFTS_PER_MEMBER });
  }
}
