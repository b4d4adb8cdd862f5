import { describe, expect, it } from '@jest/globals';
import { readinessOf, type ReadinessFacts } from '../readiness';

const READY: ReadinessFacts = { draining: false, databaseReachable: true, migrationsApplied: true, searchIndexReady: true };

describe('readinessOf', () => {
  it.each<[string, Partial<ReadinessFacts>, ReturnType<typeof readinessOf>]>([
    ['everything in place', {}, { ready: true }],
    ['draining', { draining: true }, { ready: false, reasons: ['draining'] }],
    ['the database not answering', { databaseReachable: false, migrationsApplied: null }, { ready: false, reasons: ['database_unreachable'] }],
    ['the database gone after the migrations were seen applied', { databaseReachable: false }, { ready: false, reasons: ['database_unreachable'] }],
    ['migrations pending', { migrationsApplied: false }, { ready: false, reasons: ['migrations_pending'] }],
    ['migrations not known yet with the database answering', { migrationsApplied: null }, { ready: false, reasons: ['migrations_pending'] }],
    ['the search index loading', { searchIndexReady: false }, { ready: false, reasons: ['search_index_loading'] }],
    ['a fresh start: migrations pending, index loading', { migrationsApplied: false, searchIndexReady: false }, { ready: false, reasons: ['migrations_pending', 'search_index_loading'] }],
    [
      'draining with the database down and the index loading',
      { draining: true, databaseReachable: false, migrationsApplied: null, searchIndexReady: false },
      { ready: false, reasons: ['draining', 'database_unreachable', 'search_index_loading'] },
    ],
  ])('%s', (_case, facts, expected) => {
    expect(readinessOf({ ...READY, ...facts })).toEqual(expected);
  });
});
