import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords hashed with argon2id (@node-rs/argon2; its defaults: 19 MiB, 2 passes, 1 lane, OWASP's minimum), stored
 * as the PHC string (algorithm, parameters and salt included): raising the parameters later still verifies old hashes.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Whether a password matches its stored hash; a malformed hash is a mismatch, never an error. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification for an e-mail no account has, so a sign-in answers in about the same time
 * whether the address is known or not (no account enumeration by timing).
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hash('an account that does not exist');
  await verifyPassword(await dummy, password);
  return false;
}
