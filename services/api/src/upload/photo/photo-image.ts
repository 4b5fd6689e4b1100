import sharp from 'sharp';

/** Formats a collector's phone or camera produces that this build of sharp decodes. */
export const ACCEPTED_PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;

export const PHOTO_LONGEST_SIDE = 3000;
export const THUMBNAIL_LONGEST_SIDE = 480;
// A 20 MB PNG can still declare a huge canvas; refuse before decoding more than this.
const MAX_INPUT_PIXELS = 100_000_000;
// Each photo is processed once: libvips' operation cache would only hold memory (the bench's peak RSS).
sharp.cache(false);

export type PhotoRefusal = 'unsupportedType' | 'corrupt';

export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

export interface ProcessedPhoto {
  readonly photo: Buffer;
  readonly thumbnail: Buffer;
  readonly width: number;
  readonly height: number;
  readonly contentType: 'image/jpeg';
}

/**
 * The type is read from the bytes (sharp's own detection), never from the name or the sent type.
 * Re-encoding drops every metadata block (EXIF with GPS, XMP, comments) after turning the pixels
 * upright, so what we store and serve is only the picture.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const claimed = formatByMagicBytes(input);
  if (!claimed) throw new PhotoRefused('unsupportedType');
  // The signature says JPEG/PNG/WebP: the decoder must agree, else the file is damaged.
  if ((await decodedFormat(input)) !== claimed) throw new PhotoRefused('corrupt');
  try {
    const photo = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_LONGEST_SIDE, PHOTO_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    // From the re-encoded photo, not the original: JPEG shrink-on-load makes this a fraction of a decode.
    const thumbnail = await sharp(photo.data)
      .resize(THUMBNAIL_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return {
      photo: photo.data,
      thumbnail,
      width: photo.info.width,
      height: photo.info.height,
      contentType: 'image/jpeg',
    };
  } catch {
    throw new PhotoRefused('corrupt');
  }
}

type AcceptedFormat = (typeof ACCEPTED_PHOTO_FORMATS)[number];

/** The file signature, the only thing trusted about what a file claims to be. */
export function formatByMagicBytes(input: Buffer): AcceptedFormat | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    input.length >= 12 &&
    input.subarray(0, 4).toString('latin1') === 'RIFF' &&
    input.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Width × height as the file's header declares them (no pixel is decoded; processPhoto reads the first
 * page only); undefined when unreadable.
 */
export async function declaredPixels(input: Buffer): Promise<number | undefined> {
  try {
    const { width, height } = await sharp(input).metadata();
    return width && height ? width * height : undefined;
  } catch {
    return undefined;
  }
}

async function decodedFormat(input: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(input).metadata()).format;
  } catch {
    return undefined;
  }
}
