/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eligibilityParams, eligibilityResponseSchema } from '@/contracts/instalments.schema';
import eligibilityRoute from '../../pages/api/purchase/alma/eligibility';
import { call, isApiError } from './catalog-content.helpers';

/** 10:00 in Madrid on Wednesday 1 July 2026; only Date is faked. */
const NOW = new Date('2026-07-01T08:00:00Z');

const ask = (query: Record<string, string>) => call(eligibilityRoute, { query });

describe('GET /api/purchase/alma/eligibility', () => {
  beforeAll(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  });
  afterAll(() => {
    jest.useRealTimers();
  });

  it('answers the methods of §5 with their fees and schedules, as the browser asks', async () => {
    const params = eligibilityParams({ amount: 30_000, checkinDate: '2026-08-15', cancellableUntil: '2026-08-08', locale: 'es_ES' });
    expect(params.get('pointOfSale')).toBe('es_es');
    const answer = await ask(Object.fromEntries(params));
    expect(answer.status).toBe(200);
    const body = eligibilityResponseSchema.parse(answer.body);
    expect(body.paymentMethods.map((m) => [m.type, m.paymentFee, m.installments.length])).toEqual([
      ['3x', 450, 3],
      ['4x', 600, 4],
      ['deferred', 0, 1],
    ]);
    expect(body.paymentMethods[2].installments).toEqual([{ dueDate: '2026-08-08', amount: 30_000 }]);
    expect(body.paypalPayLater).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers no method at all for a stay too close, rather than an error', async () => {
    const answer = await ask({ amount: '50000', checkinDate: '2026-07-03', pointOfSale: 'fr_fr' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ paymentMethods: [], paypalPayLater: false });
  });

  it.each([
    ['no amount', { checkinDate: '2026-08-15', pointOfSale: 'fr_fr' }, 'amount'],
    ['an amount in euros with decimals', { amount: '300.50', checkinDate: '2026-08-15', pointOfSale: 'fr_fr' }, 'amount'],
    ['a negative amount', { amount: '-5', checkinDate: '2026-08-15', pointOfSale: 'fr_fr' }, 'amount'],
    ['a date that does not exist', { amount: '30000', checkinDate: '2026-02-30', pointOfSale: 'fr_fr' }, 'checkinDate'],
    ['an unknown point of sale', { amount: '30000', checkinDate: '2026-08-15', pointOfSale: 'de_de' }, 'pointOfSale'],
    ['a cancellable purchase without its last day', { amount: '30000', checkinDate: '2026-08-15', pointOfSale: 'fr_fr', cancellationPolicyType: 'CANCELLABLE' }, 'cancellableUntil'],
    ['a last day to cancel after check-in', { amount: '30000', checkinDate: '2026-08-15', pointOfSale: 'fr_fr', cancellationPolicyType: 'CANCELLABLE', cancellableUntil: '2026-08-16' }, 'cancellableUntil'],
    ['an unknown policy type', { amount: '30000', checkinDate: '2026-08-15', pointOfSale: 'fr_fr', cancellationPolicyType: 'MAYBE' }, 'cancellationPolicyType'],
  ])('refuses %s with a 400 naming the field', async (_case, query, field) => {
    const answer = await ask(query);
    expect(answer.status).toBe(400);
    expect(isApiError(answer.body)).toBe(true);
    expect((answer.body as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(field);
  });

  it('answers only GET and HEAD', async () => {
    const answer = await call(eligibilityRoute, { method: 'POST', query: { amount: '30000', checkinDate: '2026-08-15', pointOfSale: 'fr_fr' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});
