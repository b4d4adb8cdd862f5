import fc from 'fast-check';

/**
 * Inputs for the fuzz suites: what a careless or hostile client can send. FUZZ_RUNS sets the count of every
 * fuzz property (the gate: 10,000 per call, `FUZZ_RUNS=10000 npx jest tests/fuzz`); without it each suite
 * uses its CI-sized default, so `npm test` stays quick (docs/quality-gates.md). FUZZ_SEED replays a failure.
 */
export const fuzzRuns = (ciDefault: number): number => (process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : ciDefault);
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const fuzzParameters = (numRuns: number) => ({ numRuns, ...(FUZZ_SEED !== undefined ? { seed: FUZZ_SEED } : {}) });

/** Injection strings of every family: SQL, script, template, path, prototype, format, control and odd Unicode. */
export const INJECTIONS = [
  "' OR '1'='1",
  "1; DROP TABLE offer; --",
  "' UNION SELECT name, sql FROM sqlite_master --",
  '1) OR (1=1',
  '"; select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '%{7*7}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '{"__proto__":{"polluted":true}}',
  '%s%s%s%n',
  '%00',
  '\u0000',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '🏖️🇫🇷',
  'ｆｕｌｌｗｉｄｔｈ',
  'İıŞş',
  'a'.repeat(5000),
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  '-2147483649',
  '0x10',
  '-0',
  '1.5',
  '[]',
  '{}',
  'true',
  'false',
  '2027-02-29',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
];

const numberText = fc.oneof(
  fc.integer({ min: -3, max: 40 }).map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
  fc.constantFrom('0', '1', '2', '5', '12', '30', '60', '100', '200', '10000', '1e3', '+3', ' 4 ', '3,4,5', '5,4', '1,,2'),
);
const dateText = fc.oneof(
  fc.integer({ min: -400, max: 800 }).map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2027-01-10', '2026-12-31', '30/01/2027', '2027-1-5', 'tomorrow'),
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom(...INJECTIONS));

/** One query parameter value: plausible numbers, dates, words, or anything. */
export const queryValue = (words: readonly string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: numberText },
    { weight: 2, arbitrary: dateText },
    { weight: 2, arbitrary: words.length ? fc.constantFrom(...words) : anyText },
    { weight: 4, arbitrary: anyText },
  );

/** A query object as Next hands it to a route: known and unknown keys, single values or repeated ones. */
export function query(keys: readonly string[], words: readonly string[] = []): fc.Arbitrary<Record<string, string | string[]>> {
  const value = queryValue(words);
  const unknownKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'toString'));
  return fc.dictionary(
    keys.length ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: unknownKey }) : unknownKey,
    fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) }),
    { maxKeys: 8 },
  );
}

/** A JSON-ish value of the wrong type, or a near-miss of the right one. */
const loose: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 1.5, '', '1', 'x', [], {}, [1, 'a'], { a: 1 }),
  fc.constantFrom(...INJECTIONS),
  fc.integer(),
  fc.double(),
);

/** A request body: malformed JSON text, JSON of any shape, or an object with the route's keys holding anything. */
export function body(keys: readonly string[], nested: Record<string, readonly string[]> = {}): fc.Arbitrary<string> {
  const shaped = fc
    .dictionary(
      fc.constantFrom(...keys, '__proto__', 'extra'),
      fc.oneof(
        loose,
        fc.dictionary(fc.constantFrom(...Object.values(nested).flat(), 'x'), loose, { maxKeys: 5 }),
      ),
      { maxKeys: keys.length + 1 },
    )
    .map((value) => JSON.stringify(value));
  const malformed = fc.oneof(
    anyText,
    shaped.map((json) => json.slice(0, Math.max(1, Math.floor(json.length / 2)))), // truncated
    shaped.map((json) => json.replace(/"/g, "'")), // single quotes
    shaped.map((json) => `${json},`), // trailing comma
    fc.constantFrom('{', '}', '[', '{"a":}', '{"a":1,,}', 'nul', 'tru', '"unterminated', '{"a":NaN}', '{"a":Infinity}', '\u0000{}', '{} {}'),
  );
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 3, arbitrary: malformed }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: fc.constant('') });
}
