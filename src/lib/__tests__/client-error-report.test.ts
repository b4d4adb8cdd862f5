import { describe, it, expect, jest, afterEach } from '@jest/globals';
import { buildClientErrorReport, sendClientErrorReport } from '../logging/client-error-report';

describe('buildClientErrorReport', () => {
  it('is an ERROR at application.client.error with the catalog-style locale', () => {
    const report = buildClientErrorReport(new TypeError('x is undefined'), 'https://escapade.example/es-ES/contacto', 'es-ES');
    expect(report).toEqual({
      level: 'ERROR',
      message: 'https://escapade.example/es-ES/contacto TypeError: x is undefined',
      location: 'application.client.error',
      locale: 'es_ES',
    });
  });

  it('cuts the message, page address included, to 256 characters', () => {
    const url = 'https://escapade.example/' + 'a'.repeat(200);
    const report = buildClientErrorReport(new Error('b'.repeat(500)), url, 'fr-FR');
    expect(report.message).toHaveLength(256);
    expect(report.message.startsWith(url)).toBe(true);
  });

  it('accepts anything thrown, not only errors', () => {
    expect(buildClientErrorReport('boom', '/p', 'it-IT').message).toBe('/p boom');
  });
});

describe('sendClientErrorReport', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('never throws when the log call fails', async () => {
    global.fetch = jest.fn<typeof fetch>().mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(sendClientErrorReport('/api', buildClientErrorReport('x', '/p', 'fr-FR'))).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});
