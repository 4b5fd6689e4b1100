import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource, IsNull } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { REDIS, WindowBudget, type Spent } from '../../redis';
import { PublicApiKeyEntity } from '../persistence/public-api-key.entity';

const KEY_PREFIX = 'swk_';
const WINDOW_SECONDS = 60;
// A live key is remembered this long per api process: the key check was a database round trip on
// every public request (bench:card-data). Revoking clears it here at once; other instances within this.
export const API_KEY_CACHE_MS = 10_000;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export const apiKeyView = (k: PublicApiKeyEntity) => ({
  id: k.id,
  name: k.name,
  keyPrefix: k.keyPrefix,
  createdAt: k.createdAt.toISOString(),
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/**
 * Keys of the public read API: issued by ADMIN, shown once, stored as SHA-256 (32 random bytes
 * leave nothing to brute-force, so a slow hash buys nothing), revocable; a fixed window per key in Redis.
 */
@Injectable()
export class ApiKeyService {
  private readonly live = new Map<string, { key: PublicApiKeyEntity; until: number }>();
  private readonly budget: WindowBudget;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.budget = new WindowBudget(redis, WINDOW_SECONDS);
  }

  async issue(name: string, adminId: string) {
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const repo = this.dataSource.getRepository(PublicApiKeyEntity);
    const saved = await repo.save(
      repo.create({
        name,
        keyHash: hash(key),
        keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
        createdBy: adminId,
      }),
    );
    return { ...apiKeyView(saved), key };
  }

  async list() {
    const keys = await this.dataSource
      .getRepository(PublicApiKeyEntity)
      .find({ order: { createdAt: 'DESC' } });
    return keys.map(apiKeyView);
  }

  async revoke(id: string) {
    const repo = this.dataSource.getRepository(PublicApiKeyEntity);
    const key = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findOneBy({ id }) : null;
    if (!key) throw ApiException.notFound('PUBLIC_API.KEY_NOT_FOUND');
    if (!key.revokedAt) {
      key.revokedAt = new Date();
      await repo.save(key);
    }
    this.live.delete(key.keyHash);
    return apiKeyView(key);
  }

  /** The live key behind a presented secret, or 401. */
  async authenticate(presented: string | undefined): Promise<PublicApiKeyEntity> {
    if (!presented || !presented.startsWith(KEY_PREFIX) || presented.length >= 100)
      throw new ApiException(HttpStatus.UNAUTHORIZED, 'PUBLIC_API.KEY_INVALID');
    const keyHash = hash(presented);
    const now = Date.now();
    const remembered = this.live.get(keyHash);
    if (remembered && remembered.until > now) return remembered.key;
    const key = await this.dataSource
      .getRepository(PublicApiKeyEntity)
      .findOneBy({ keyHash, revokedAt: IsNull() });
    if (!key) {
      this.live.delete(keyHash);
      throw new ApiException(HttpStatus.UNAUTHORIZED, 'PUBLIC_API.KEY_INVALID');
    }
    // Only issued keys are remembered, so the map is as small as the key list.
    this.live.set(keyHash, { key, until: now + API_KEY_CACHE_MS });
    return key;
  }

  /** Counts a request; over the limit, the seconds until the window resets. */
  spend(keyId: string): Promise<Spent> {
    return this.budget.spend(
      `${this.config.redisPrefix}:public-api`,
      keyId,
      this.config.cardData.publicApiRateLimit,
    );
  }
}
