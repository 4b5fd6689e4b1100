import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type PhotoStorage } from './photo-storage.port';

/** The one method of S3Client used here, so tests can pass a fake store. */
export interface S3Sender {
  send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown>;
}

export interface S3StorageOptions {
  readonly bucket: string;
  readonly region: string;
  readonly endpoint: string | null;
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound']);

/** STORAGE=s3: AWS S3 or any S3-compatible store (S3_ENDPOINT); objects stay private. */
export class S3Storage implements PhotoStorage {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Sender,
  ) {}

  static fromOptions(options: S3StorageOptions): S3Storage {
    const config: S3ClientConfig = { region: options.region };
    // Path-style addressing is what MinIO and most compatible stores expect.
    if (options.endpoint) Object.assign(config, { endpoint: options.endpoint, forcePathStyle: true });
    return new S3Storage(options.bucket, new S3Client(config));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const answer = (await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))) as {
        Body?: { transformToByteArray(): Promise<Uint8Array> };
      };
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (NOT_FOUND.has((error as { name?: string }).name ?? '')) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
