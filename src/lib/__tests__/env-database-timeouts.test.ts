import { describe, expect, it } from '@jest/globals';
import { parseEnv } from '../env';

describe('the database timeouts', () => {
  it('default to 1 s for a connection, 5 s for the pool and a statement, 10 s idle in a transaction, 5 s for a SQLite write lock', () => {
    expect(parseEnv({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 1000,
      DATABASE_POOL_WAIT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
      SQLITE_BUSY_TIMEOUT_MS: 5000,
    });
  });

  it('take milliseconds from the environment', () => {
    expect(parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '2500', DATABASE_POOL_WAIT_MS: '3000' })).toMatchObject({ DATABASE_STATEMENT_TIMEOUT_MS: 2500, DATABASE_POOL_WAIT_MS: 3000 });
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_POOL_WAIT_MS', 'soon'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '50'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '-1'],
    ['SQLITE_BUSY_TIMEOUT_MS', '1.5'],
  ])('refuse %s=%s, naming the setting', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`- ${name}: `));
  });
});
