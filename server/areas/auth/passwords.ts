// Password hashing with argon2id (@node-rs/argon2; argon2id is its default algorithm) at the
// OWASP baseline: 19 MiB, 2 passes, 1 lane.
//
// Unknown emails and accounts without a password are verified against a dummy hash made with
// the same parameters, so a wrong email costs the same time as a wrong password and answers do
// not reveal which accounts exist. Calls go through the `passwords` object so tests can spy on
// them.
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hash(randomBytes(16).toString('hex'), OPTIONS));

export const passwords = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS),

  /** True when `password` matches `stored`; a missing or unreadable hash verifies a dummy. */
  async verify(stored: string | null, password: string): Promise<boolean> {
    if (!stored) {
      await verify(await dummyHash(), password).catch(() => false);
      return false;
    }
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  },

  /** Makes the dummy hash ahead of the first sign-in, so that one is not faster or slower. */
  warmUp: async (): Promise<void> => {
    await dummyHash();
  },
};
