import { describe, expect, it } from '@jest/globals';
import { parseEnv } from '../env';
import { logLevelOf } from '../logging/logger.js';

// LOG_LEVEL, METRICS_PORT and METRICS_HOST (docs/operations-observability.md): checked by `npm start` before it serves.
describe('the logs and metrics settings', () => {
  it('log at info with no metrics endpoint by default, on the loopback interface when one is set', () => {
    expect(parseEnv({})).toMatchObject({ LOG_LEVEL: 'info', METRICS_HOST: '127.0.0.1' });
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ LOG_LEVEL: ' Debug ', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({ LOG_LEVEL: 'debug', METRICS_PORT: 9464, METRICS_HOST: '10.0.0.5' });
    expect(parseEnv({ LOG_LEVEL: '', METRICS_PORT: '' })).toMatchObject({ LOG_LEVEL: 'info' });
    expect(parseEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
  });

  it('refuse an unknown level and a port out of range, naming them', () => {
    expect(() => parseEnv({ LOG_LEVEL: 'verbose', METRICS_PORT: '70000' })).toThrow(/LOG_LEVEL: [\s\S]*METRICS_PORT: /);
  });

  it('make the logger write at the level asked, info when the value is not one', () => {
    expect(logLevelOf('warn')).toBe('warn');
    expect(logLevelOf(' ERROR ')).toBe('error');
    expect(logLevelOf('verbose')).toBe('info');
    expect(logLevelOf(undefined)).toBe('info');
  });
});
