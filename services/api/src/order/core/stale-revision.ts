import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../errors';

/** 412: the order changed since the caller read it (If-Match), so nothing was appended. */
export const staleRevision = (expected: number, current: number): ApiException =>
  new ApiException(
    HttpStatus.PRECONDITION_FAILED,
    'PRECONDITION_FAILED',
    {},
    {
      expectedRevision: expected,
      currentRevision: current,
    },
  );
