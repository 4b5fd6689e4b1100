import { Injectable, OnModuleInit } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet minimum for Argon2id (ASVS V11.4.2): 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hash('not-a-real-password-0!', OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    // No account (or a social one): spend the same time as a real check so timing tells nothing.
    if (!storedHash) {
      await verify(this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
