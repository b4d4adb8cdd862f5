/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { searchIndexSetup } from '../setup';

describe('where the search index snapshot lives', () => {
  it('sits beside the SQLite file, or under data/ for PostgreSQL, when no directory is set', () => {
    expect(searchIndexSetup({ sqliteFile: 'data/escapade.sqlite' }).snapshotFile).toBe('data/escapade.sqlite.search-index');
    expect(searchIndexSetup({ databaseUrl: 'postgres://db/escapade' }).snapshotFile).toMatch(/^data\/search-index-[0-9a-f]{16}\.bin$/);
  });

  it('goes into SEARCH_SNAPSHOT_DIR under the same name when it is set', () => {
    expect(searchIndexSetup({ sqliteFile: 'data/escapade.sqlite' }, '/var/lib/escapade/index').snapshotFile).toBe('/var/lib/escapade/index/escapade.sqlite.search-index');
    const pg = searchIndexSetup({ databaseUrl: 'postgres://db/escapade' }).snapshotFile!;
    expect(searchIndexSetup({ databaseUrl: 'postgres://db/escapade' }, '/srv/shared').snapshotFile).toBe(`/srv/shared/${pg.slice('data/'.length)}`);
  });

  it('has none for an in-memory database', () => {
    expect(searchIndexSetup({ sqliteFile: ':memory:' }, '/srv/shared').snapshotFile).toBeNull();
  });
});
