/**
 * The people of the local provider: whoever a tester says they are on its log-in page. In memory:
 * the dev provider runs in one api process and forgets everything at restart, like its grants.
 */
export interface DevAccount {
  readonly id: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
}

export class DevAccounts {
  private readonly accounts = new Map<string, DevAccount>();

  save(account: DevAccount): void {
    this.accounts.set(account.id, account);
  }

  find(id: string): DevAccount | undefined {
    return this.accounts.get(id);
  }
}
