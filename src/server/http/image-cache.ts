import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ImageCacheOptions = {
  /** folder of the cached files (shared by every server process) */
  dir: string;
  /** bytes the folder may hold; past it the least recently used files go until it holds 90 % */
  maxBytes: number;
};

/** Cached names: `<key>.<jpg|webp>` as the route checked them; temporary files end in `.tmp`. */
const TEMPORARY = /\.tmp$/;
const STALE_TEMPORARY_MS = 60_000;

/**
 * The drawn pictures on disk, kept under a size. Every process of `npm start` shares the folder: a file is written
 * under a temporary name and renamed, so a reader never sees half of one, and a hit refreshes its time so eviction
 * drops the least recently used. Each process re-measures the folder when it has written a tenth of the budget since
 * it last did (and on its first write), then deletes the oldest files until 90 % of the budget is left: the folder
 * stays within the budget plus what the processes write between two measures.
 */
export class DiskImageCache {
  private writtenSinceSweep = 0;
  private sweeping: Promise<void> | null = null;
  private swept = false;

  constructor(readonly options: ImageCacheOptions) {}

  async get(name: string): Promise<Buffer | null> {
    const file = join(this.options.dir, name);
    try {
      const body = await readFile(file);
      const now = new Date();
      void utimes(file, now, now).catch(() => undefined);
      return body;
    } catch {
      return null;
    }
  }

  async put(name: string, body: Buffer): Promise<void> {
    if (body.length > this.options.maxBytes) return;
    const { dir } = this.options;
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `${name}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, body);
      await rename(temporary, join(dir, name));
    } catch {
      // A full disk or a concurrent sweep: the picture is served anyway, only not kept.
      await unlink(temporary).catch(() => undefined);
      return;
    }
    this.writtenSinceSweep += body.length;
    if (!this.swept || this.writtenSinceSweep >= this.options.maxBytes / 10) await this.sweep();
  }

  /** Measures the folder and deletes the least recently used files while it holds more than the budget. */
  sweep(): Promise<void> {
    this.sweeping ??= this.measureAndEvict().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  /** Bytes in the folder now (tests and the sweep). */
  async size(): Promise<number> {
    return (await this.entries()).reduce((sum, entry) => sum + entry.size, 0);
  }

  private async entries(): Promise<{ file: string; size: number; used: number }[]> {
    let names: string[];
    try {
      names = await readdir(this.options.dir);
    } catch {
      return [];
    }
    const entries = await Promise.all(
      names.map(async (name) => {
        const file = join(this.options.dir, name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return null;
        // Another process's write in progress stays; one left by a process that died mid-write goes first.
        const temporary = TEMPORARY.test(name);
        if (temporary && Date.now() - info.mtimeMs < STALE_TEMPORARY_MS) return { file, size: info.size, used: Infinity };
        return { file, size: info.size, used: temporary ? 0 : info.mtimeMs };
      }),
    );
    return entries.filter((entry) => entry !== null);
  }

  private async measureAndEvict(): Promise<void> {
    this.writtenSinceSweep = 0;
    this.swept = true;
    const entries = await this.entries();
    let total = entries.reduce((sum, entry) => sum + entry.size, 0);
    if (total <= this.options.maxBytes) return;
    const target = this.options.maxBytes * 0.9;
    for (const entry of entries.sort((a, b) => a.used - b.used)) {
      if (total <= target) break;
      if (entry.used === Infinity) continue;
      await unlink(entry.file).catch(() => undefined);
      total -= entry.size;
    }
  }
}
