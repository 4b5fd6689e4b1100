import { ApiException } from '../../errors';
import { PhotoRefused } from '../photo/photo-image';

/**
 * Runs the work that decodes an uploaded image; a refusal of the image itself (not an image, too
 * large, too small) becomes the field error at `file`, its reason the rule, as every upload route
 * answers it. Anything else goes on as it was thrown.
 */
export async function answeringRefusedPhotos<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PhotoRefused)
      throw ApiException.validation([{ field: 'file', rule: error.reason, params: {} }]);
    throw error;
  }
}
