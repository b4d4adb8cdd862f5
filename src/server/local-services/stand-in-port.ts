/** A stand-in's port held by a program that is not that stand-in: named with the setting that moves it. */
export class PortTakenError extends Error {
  constructor(
    readonly port: number,
    readonly what: string,
    readonly setting: string,
  ) {
    super(`Port ${port} (${what}) is taken by another program. Stop that program, or set ${setting} to a free port.`);
    this.name = 'PortTakenError';
  }
}

/**
 * Whether the stand-in `service` already listens at `port`: its /health answers with its name. Anything else (no
 * answer within a second, another program's answer) is not it. Port 0 (a free one, tests) is never in use.
 */
export async function healthOf(port: number, service: string): Promise<Record<string, unknown> | null> {
  if (port === 0) return null;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) });
    const body = (await response.json()) as Record<string, unknown>;
    return response.ok && body && body.service === service ? body : null;
  } catch {
    return null;
  }
}

/** Runs `listen`; a port in use becomes a PortTakenError naming the setting, any other failure passes through. */
export async function listenOrExplain<T>(listen: () => Promise<T>, port: number, what: string, setting: string): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortTakenError(port, what, setting);
    throw error;
  }
}
