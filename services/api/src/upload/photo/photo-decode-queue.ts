import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import pLimit from 'p-limit';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { processPhoto, type ProcessedPhoto } from './photo-image';

// A full queue drains in a few seconds (a 12-MP photo takes ~0.3 s of a core, a 100-MP PNG ~1 s).
export const DECODE_BUSY_RETRY_SECONDS = 5;

/**
 * Decoding is where a photo costs memory (a 100-megapixel image holds ~50 MB while libvips works on
 * it, however small its file): at most UPLOAD_DECODE_CONCURRENCY at once per process, up to
 * UPLOAD_DECODE_QUEUE waiting; past that the upload is refused with 503 and Retry-After rather than
 * letting memory grow with the number of callers.
 */
@Injectable()
export class PhotoDecodeQueue {
  private readonly limit: pLimit.Limit;
  private readonly capacity: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = pLimit(config.storage.decodeConcurrency);
    this.capacity = config.storage.decodeConcurrency + config.storage.decodeQueue;
  }

  /** Photos waiting for a slot. */
  get waiting(): number {
    return this.limit.pendingCount;
  }

  /** Refuses when every slot and queue place is taken: asked before a body is read, and again on entry. */
  assertRoom(): void {
    if (this.limit.activeCount + this.limit.pendingCount >= this.capacity)
      throw new ApiException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'UPLOAD.BUSY',
        { seconds: DECODE_BUSY_RETRY_SECONDS },
        { retryAfterSeconds: DECODE_BUSY_RETRY_SECONDS },
      );
  }

  process(original: Buffer): Promise<ProcessedPhoto> {
    return this.run(() => processPhoto(original));
  }

  /** Any decoding work, in the same slots (and tests hold them with work of their own). */
  run<T>(work: () => Promise<T>): Promise<T> {
    this.assertRoom();
    return this.limit(work);
  }
}
