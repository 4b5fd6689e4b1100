import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3Storage, type S3Sender } from './s3.storage';

/** An in-memory bucket answering the three commands the adapter sends, as S3 does. */
class FakeBucket implements S3Sender {
  readonly objects = new Map<string, { body: Buffer; contentType?: string }>();
  readonly buckets: string[] = [];

  async send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown> {
    const { Bucket, Key } = command.input as { Bucket: string; Key: string };
    this.buckets.push(Bucket);
    if (command instanceof PutObjectCommand) {
      const { Body, ContentType } = command.input;
      this.objects.set(Key, { body: Body as Buffer, contentType: ContentType });
      return {};
    }
    if (command instanceof GetObjectCommand) {
      const found = this.objects.get(Key);
      if (!found) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
      return { Body: { transformToByteArray: async () => new Uint8Array(found.body) } };
    }
    this.objects.delete(Key);
    return {};
  }
}

describe('S3Storage', () => {
  it('puts with its content type, gets the bytes back, and removes', async () => {
    const bucket = new FakeBucket();
    const storage = new S3Storage('photos', bucket);
    await storage.put('u1/photo.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
    expect(bucket.objects.get('u1/photo.jpg')?.contentType).toBe('image/jpeg');
    expect((await storage.get('u1/photo.jpg'))?.toString()).toBe('jpeg-bytes');
    await storage.remove('u1/photo.jpg');
    expect(await storage.get('u1/photo.jpg')).toBeNull();
    expect(new Set(bucket.buckets)).toEqual(new Set(['photos']));
  });

  it('lets other store errors through', async () => {
    const failing: S3Sender = { send: () => Promise.reject(new Error('AccessDenied')) };
    await expect(new S3Storage('photos', failing).get('u1/photo.jpg')).rejects.toThrow('AccessDenied');
  });

  it('builds a path-style client for an S3-compatible endpoint', async () => {
    const storage = S3Storage.fromOptions({
      bucket: 'photos',
      region: 'ap-northeast-2',
      endpoint: 'http://127.0.0.1:9000',
    });
    expect(storage).toBeInstanceOf(S3Storage);
  });
});
