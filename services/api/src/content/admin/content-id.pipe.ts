import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from '../../errors';

/** Content rows have serial ids: anything else names no row (404, like an unknown id). */
@Injectable()
export class ContentIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw ApiException.notFound('CONTENT.NOT_FOUND');
    return id;
  }
}
