import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { declaredPixels, processPhoto, type ProcessedPhoto } from './photo-image';
import { WeightedSlots } from './weighted-slots';

// A full queue drains in a few seconds (a 12-MP photo takes ~0.3 s of a core, a 100-MP PNG ~1 s).
export const DECODE_BUSY_RETRY_SECONDS = 5;

/**
 * Decoding is where a photo costs memory (a 100-megapixel image holds ~70-100 MB while libvips works
 * on it, however small its file) and CPU (sharp decodes a photo on one thread): at most
 * UPLOAD_DECODE_CONCURRENCY at once per process with at most UPLOAD_DECODE_MEGAPIXELS of declared
 * pixels among them (a larger photo alone), up to UPLOAD_DECODE_QUEUE waiting; past that the upload
 * is refused with 503 and Retry-After rather than letting memory grow with the number of callers.
 */
@Injectable()
export class PhotoDecodeQueue {
  private readonly slots: WeightedSlots;
  private readonly capacity: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.slots = new WeightedSlots(config.storage.decodeConcurrency, config.storage.decodeMegapixels * 1e6);
    this.capacity = config.storage.decodeConcurrency + config.storage.decodeQueue;
  }

  /** Photos waiting for a slot. */
  get waiting(): number {
    return this.slots.pendingCount;
  }

  /** Refuses when every slot and queue place is taken: asked before a body is read, and again on entry. */
  assertRoom(): void {
    if (this.slots.activeCount + this.slots.pendingCount >= this.capacity)
      throw new ApiException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'UPLOAD.BUSY',
        { seconds: DECODE_BUSY_RETRY_SECONDS },
        { retryAfterSeconds: DECODE_BUSY_RETRY_SECONDS },
      );
  }

  async process(original: Buffer): Promise<ProcessedPhoto> {
    this.assertRoom();
    // The header's pixels (read without decoding); a header sharp cannot read is weighed as the most
    // a photo may have, and processPhoto refuses it anyway.
    const pixels = (await declaredPixels(original)) ?? Infinity;
    return this.run(() => processPhoto(original), pixels);
  }

  /** Any decoding work, in the same slots (and tests hold them with work of their own). */
  run<T>(work: () => Promise<T>, pixels = 0): Promise<T> {
    this.assertRoom();
    return this.slots.run(pixels, work);
  }
}
