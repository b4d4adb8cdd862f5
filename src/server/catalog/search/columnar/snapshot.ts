import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { bytesOf, typedArraysOf, versionKey, type CatalogVersion, type ColumnarIndex } from './layout';

/*
 * The index on disk, for a fast start: the typed arrays written raw, read back into one buffer and viewed in
 * place (no parsing, no copy).
 *
 *   0   'ESCIDX01'                      magic
 *   8   u32 LE header length H
 *   12  u32 LE CRC-32 of the header
 *   16  header: JSON { format, version, meta, arrays: [{ path, type, length, offset }], dataStart, dataEnd, dataCrc }
 *   ... every array at an 8-byte aligned offset; dataCrc covers [dataStart, dataEnd)
 *
 * A snapshot is used only when its format is this code's SNAPSHOT_FORMAT and its catalog version (instance and
 * version) is the database's current one; a truncated, damaged or unreadable file fails its checks and is ignored.
 * Writes go to a temporary file of a unique name in the same directory, fsynced, then renamed into place (and the
 * directory fsynced): a reader never sees half a snapshot, and writers starting together (several instances sharing
 * SEARCH_SNAPSHOT_DIR) each rename a whole file, the last one staying. A writer killed mid-write leaves its temporary
 * file behind: the next write removes those older than STALE_TEMPORARY_MS.
 */

/** Bump when the layout of ColumnarIndex changes: older snapshots are then ignored. */
export const SNAPSHOT_FORMAT = 4;
const MAGIC = Buffer.from('ESCIDX01', 'ascii');
const PREFIX = 16;
/** CRC and reads in slices, with a turn of the event loop between slices. */
const SLICE = 16 * 1024 * 1024;
/** A temporary file untouched this long belongs to a writer that died (a live one writes 357 MB within seconds). */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;
const TEMPORARY = /^\.[0-9]+-[0-9a-f]{8}\.tmp$/;

const ARRAY_TYPES = { Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Float64Array } as const;
type ArrayType = keyof typeof ARRAY_TYPES;

type Header = {
  format: number;
  version: CatalogVersion;
  meta: Record<string, unknown>;
  arrays: { path: string; type: ArrayType; length: number; offset: number }[];
  dataStart: number;
  dataEnd: number;
  dataCrc: number;
};

export type SnapshotRead = { index: ColumnarIndex; ms: number } | { index: null; reason: 'missing' | 'stale' | 'corrupt'; detail: string };

const align8 = (n: number) => Math.ceil(n / 8) * 8;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function metaOf(ix: ColumnarIndex): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ix)) {
    if (key === 'lists' || key === 'version' || ArrayBuffer.isView(value)) continue;
    if (Array.isArray(value) && value.some((v) => ArrayBuffer.isView(v))) continue;
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).some((v) => ArrayBuffer.isView(v))) continue;
    meta[key] = value;
  }
  return meta;
}

/** Removes what writers that died left beside `file` (their temporary files, once stale); never throws. */
async function removeStaleTemporaries(file: string, now = Date.now()): Promise<void> {
  const dir = dirname(file);
  const prefix = `${basename(file)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !TEMPORARY.test(name.slice(prefix.length - 1))) continue;
    const path = join(dir, name);
    const modified = await stat(path).then((s) => s.mtimeMs, () => now);
    if (now - modified > STALE_TEMPORARY_MS) await rm(path, { force: true }).catch(() => undefined);
  }
}

/** Makes a rename in `dir` survive a power loss (best effort: not every file system lets a directory be opened). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

/**
 * Writes the index to `file` atomically (a temporary file of a unique name in the same directory, fsynced, renamed
 * into place). Returns the bytes written.
 */
export async function writeSnapshot(file: string, ix: ColumnarIndex): Promise<number> {
  const arrays = typedArraysOf(ix).map(([path, a]) => {
    const type = a.constructor.name as ArrayType;
    if (!(type in ARRAY_TYPES)) throw new Error(`snapshot: unsupported array ${path} (${type})`);
    return { path, type, length: (a as unknown as { length: number }).length, array: a, offset: 0 };
  });
  const header: Header = { format: SNAPSHOT_FORMAT, version: ix.version, meta: metaOf(ix), arrays: [], dataStart: 0, dataEnd: 0, dataCrc: 0 };
  // The header's size depends on the offsets, which depend on the header's size: reserve room for the numbers.
  const draft = Buffer.byteLength(JSON.stringify({ ...header, arrays: arrays.map(({ path, type, length }) => ({ path, type, length, offset: 0 })) }));
  const dataStart = align8(PREFIX + draft + 64 + arrays.length * 16);
  let offset = dataStart;
  for (const a of arrays) {
    a.offset = offset;
    offset = align8(offset + a.array.byteLength);
  }
  const dataEnd = offset;
  let crc = 0;
  const zeros = Buffer.alloc(8);
  const slices: Buffer[] = [];
  for (const a of arrays) {
    const bytes = Buffer.from(a.array.buffer, a.array.byteOffset, a.array.byteLength);
    const pad = zeros.subarray(0, align8(a.array.byteLength) - a.array.byteLength);
    for (let s = 0; s < bytes.length; s += SLICE) crc = crc32(bytes.subarray(s, s + SLICE), crc);
    crc = crc32(pad, crc);
    slices.push(bytes, pad);
  }
  const json = Buffer.from(
    JSON.stringify({ ...header, arrays: arrays.map(({ path, type, length, offset: o }) => ({ path, type, length, offset: o })), dataStart, dataEnd, dataCrc: crc }),
  );
  if (PREFIX + json.length > dataStart) throw new Error('snapshot: header larger than reserved');
  const prefix = Buffer.alloc(dataStart);
  MAGIC.copy(prefix, 0);
  prefix.writeUInt32LE(json.length, 8);
  prefix.writeUInt32LE(crc32(json), 12);
  json.copy(prefix, PREFIX);

  await mkdir(dirname(file), { recursive: true });
  await removeStaleTemporaries(file);
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.write(prefix, 0, prefix.length, 0);
    let position = dataStart;
    for (const slice of slices) {
      for (let s = 0; s < slice.length; s += SLICE) {
        const part = slice.subarray(s, s + SLICE);
        await handle.write(part, 0, part.length, position);
        position += part.length;
      }
    }
    await handle.sync();
    await handle.close();
    await rename(temporary, file);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dirname(file));
  return dataEnd;
}

/**
 * The index stored in `file` when it holds catalog version `expected`: the header is checked first (a stale
 * snapshot costs one small read), then the data is read and its CRC checked, in slices that leave the event
 * loop free between them.
 */
export async function readSnapshot(file: string, expected: CatalogVersion): Promise<SnapshotRead> {
  try {
    return await readSnapshotFile(file, expected);
  } catch (error) {
    // A directory in its place, an I/O error, a header of another shape: a snapshot that cannot be used, not a crash.
    return { index: null, reason: 'corrupt', detail: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function readSnapshotFile(file: string, expected: CatalogVersion): Promise<SnapshotRead> {
  const started = performance.now();
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return { index: null, reason: 'missing', detail: `no snapshot at ${file}` };
  }
  try {
    const size = (await handle.stat()).size;
    const prefix = Buffer.alloc(PREFIX);
    if (size < PREFIX || (await handle.read(prefix, 0, PREFIX, 0)).bytesRead < PREFIX || !prefix.subarray(0, 8).equals(MAGIC)) {
      return { index: null, reason: 'corrupt', detail: 'not a snapshot file' };
    }
    const headerLength = prefix.readUInt32LE(8);
    if (PREFIX + headerLength > size) return { index: null, reason: 'corrupt', detail: 'truncated header' };
    const json = Buffer.alloc(headerLength);
    await handle.read(json, 0, headerLength, PREFIX);
    if (crc32(json) !== prefix.readUInt32LE(12)) return { index: null, reason: 'corrupt', detail: 'header checksum mismatch' };
    let header: Header;
    try {
      header = JSON.parse(json.toString('utf8')) as Header;
    } catch {
      return { index: null, reason: 'corrupt', detail: 'header is not JSON' };
    }
    if (header.format !== SNAPSHOT_FORMAT) return { index: null, reason: 'stale', detail: `format ${header.format}, expected ${SNAPSHOT_FORMAT}` };
    if (versionKey(header.version) !== versionKey(expected)) {
      return { index: null, reason: 'stale', detail: `catalog version ${versionKey(header.version)}, database at ${versionKey(expected)}` };
    }
    if (size !== header.dataEnd) return { index: null, reason: 'corrupt', detail: `size ${size}, expected ${header.dataEnd}` };

    // One buffer of its own (not from the pool), so every 8-byte aligned offset in the file is aligned in memory.
    const data = Buffer.allocUnsafeSlow(header.dataEnd);
    for (let s = header.dataStart; s < header.dataEnd; s += SLICE) {
      const length = Math.min(SLICE, header.dataEnd - s);
      const { bytesRead } = await handle.read(data, s, length, s);
      if (bytesRead !== length) return { index: null, reason: 'corrupt', detail: 'short read' };
    }
    let crc = 0;
    for (let s = header.dataStart; s < header.dataEnd; s += SLICE) {
      crc = crc32(data.subarray(s, Math.min(header.dataEnd, s + SLICE)), crc);
      await yieldToEventLoop();
    }
    if (crc !== header.dataCrc) return { index: null, reason: 'corrupt', detail: 'data checksum mismatch' };

    const ix = { ...header.meta, version: header.version, lists: new Map(), places: {}, paxSell: [], paxBar: [] } as unknown as ColumnarIndex;
    const target = ix as unknown as Record<string, unknown>;
    for (const a of header.arrays) {
      const Type = ARRAY_TYPES[a.type];
      if (!Type || a.offset % 8 !== 0 || a.offset < header.dataStart || a.offset + a.length * Type.BYTES_PER_ELEMENT > header.dataEnd) {
        return { index: null, reason: 'corrupt', detail: `bad array ${a.path}` };
      }
      const view = new Type(data.buffer, data.byteOffset + a.offset, a.length);
      const [key, sub] = a.path.split('.') as [string, string | undefined];
      if (sub === undefined) target[key] = view;
      else (target[key] as Record<string, unknown>)[sub] = view;
    }
    ix.bytes = bytesOf(ix);
    return { index: ix, ms: performance.now() - started };
  } finally {
    await handle.close();
  }
}
