import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

export type PostgresPoolOptions = {
  connectionString: string;
  max: number;
  types: pg.CustomTypesConfig;
  /** `-c search_path=…` and the like */
  options?: string;
  /** give up opening a connection (TCP, start-up, authentication) after this many ms */
  connectTimeoutMs?: number;
  /** give up waiting for a connection of the pool, a new one's opening included, after this many ms */
  poolWaitMs?: number;
  /** the server cancels a statement running longer (statement_timeout, lock waits included) */
  statementTimeoutMs?: number;
  /** the server ends a session left idle inside a transaction this long (idle_in_transaction_session_timeout) */
  idleInTransactionTimeoutMs?: number;
};

/**
 * How much longer than the statement timeout the client waits for a statement's whole answer before giving up on the
 * server (one frozen with its connections open). Long: the server's own cancellation comes first, and the client
 * reads a large answer on the same thread as everything else (the autocomplete's 230,000 place names took over 6 s
 * on a loaded machine, 90 ms of it in PostgreSQL).
 */
export const STATEMENT_READ_MARGIN_MS = 10_000;

/** pg-pool's message when no pooled connection came free in time: a busy pool, not a silent server. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';
/** pg's message when a statement got no answer at all, not even the server's own cancellation. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * Remembers for `ms` that the server did not answer: a connection that did not open, a statement with no answer at
 * all. Meanwhile each query fails at once with that failure as its cause, so a page reading in several steps does
 * not wait for the database once per step; the first query after `ms` asks the server again.
 */
export function silenceMemory(ms: number, onSilence: (error: Error) => void = () => undefined) {
  let until = 0;
  let cause: unknown;
  const remember = (error: unknown) => {
    until = Date.now() + ms;
    cause = error;
    onSilence(new Error(`The database did not answer a moment ago (${ms} ms are not over): not asked again yet`, { cause }));
  };
  return {
    /** the failure to give a query now, or null when the server may be asked */
    recent(): Error | null {
      return Date.now() < until ? new Error(`The database did not answer a moment ago (${ms} ms are not over): not asked again yet`, { cause }) : null;
    },
    connectFailed(error: unknown) {
      if (!(error instanceof Error && error.message === POOL_WAIT_TIMEOUT)) remember(error);
    },
    queryFailed(error: unknown) {
      if (error instanceof Error && error.message === READ_TIMEOUT) remember(error);
    },
    answered() {
      until = 0;
      cause = undefined;
    },
  };
}

/** A pg client class whose connections give up opening after `ms`. */
function clientConnectingWithin(ms: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: ms });
    }
  };
}

/**
 * The pg pool for a Kysely dialect, with the database's own timeouts. pg-pool's one timeout bounds both the wait for a
 * pooled connection and a new one's opening: the pool gets the wait, and each connection its own opening timeout.
 * The client stops waiting for a statement STATEMENT_READ_MARGIN_MS after the server would have cancelled it.
 */
export function postgresPool(options: PostgresPoolOptions): PostgresPool {
  const { connectTimeoutMs, poolWaitMs, statementTimeoutMs, idleInTransactionTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    types: options.types,
    ...(poolWaitMs || connectTimeoutMs ? { connectionTimeoutMillis: poolWaitMs ?? connectTimeoutMs } : {}),
    ...(connectTimeoutMs ? { Client: clientConnectingWithin(connectTimeoutMs) } : {}),
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + STATEMENT_READ_MARGIN_MS } : {}),
    ...(idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs } : {}),
    ...(options.options ? { options: options.options } : {}),
  });
  if (!connectTimeoutMs) return pool;

  // Queries waiting for a connection when the server is found silent give up with the others.
  const waiting = new Set<(error: Error) => void>();
  const silence = silenceMemory(connectTimeoutMs, (error) => [...waiting].forEach((giveUp) => giveUp(error)));
  // One wrapper per pooled connection, so Kysely keeps one connection object for each.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = {
        query: ((...args: Parameters<pg.PoolClient['query']>) => {
          const result = (client.query as (...a: unknown[]) => unknown)(...args);
          if (result instanceof Promise) result.then(silence.answered, silence.queryFailed);
          return result;
        }) as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy),
      };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: () =>
      new Promise<PostgresPoolClient>((resolve, reject) => {
        const recent = silence.recent();
        if (recent) return reject(recent);
        let settled = false;
        const giveUp = (error: Error) => {
          settled = true;
          waiting.delete(giveUp);
          reject(error);
        };
        waiting.add(giveUp);
        pool.connect().then(
          (client) => {
            waiting.delete(giveUp);
            // A connection that came after its query gave up goes back to the pool.
            if (settled) client.release();
            else resolve(wrap(client));
          },
          (error: unknown) => {
            waiting.delete(giveUp);
            if (!settled) reject(error);
            silence.connectFailed(error);
          },
        );
      }),
    end: () => pool.end(),
  };
}
