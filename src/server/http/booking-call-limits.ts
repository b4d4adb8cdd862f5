import type { NextApiRequest } from 'next';
import { env } from '@/lib/env';
import { agentOf } from '@/server/auth/agent-session';
import { clientAddress } from '@/server/http/rate-limit';
import { SharedRateLimiter, type Limiter, type RateLimitOptions } from '@/server/rate-limit/limiters';
import { lookupLimiter } from '@/server/orders/order-limits';
import { logger } from '@/lib/logging/logger.js';

/**
 * An agent's booking calls (look-ups by number alone, cancellations, invoices), per agent in the shared store: bursts
 * of 30, then one every 2 s. A support desk shares one address, so the public's per-address limit (5, then one every
 * 12 s) would stop every agent of a desk at once; counted per agent, one agent's runaway script stops only that agent,
 * and a stolen agent session cannot read bookings faster than this.
 */
export const AGENT_BOOKING_RATE_LIMIT: RateLimitOptions = { capacity: 30, refillPerSecond: 1 / 2 };
export const agentBookingLimiter = new SharedRateLimiter('agent-booking', AGENT_BOOKING_RATE_LIMIT);

const AGENT = 'agent:';

/**
 * Who a booking call counts against: on a customer-care server, the signed-in agent (the gate has already refused
 * anyone else; a caller it let through without an agent, which cannot happen, counts per address); elsewhere the
 * caller's address, as before.
 */
export async function bookingCallClient(req: NextApiRequest, customerCare: boolean = env().CUSTOMER_CARE): Promise<string> {
  if (!customerCare) return clientAddress(req);
  try {
    const agent = await agentOf(req, { customerCare });
    return agent ? `${AGENT}${agent.subject}` : clientAddress(req);
  } catch (error) {
    // The sessions cannot be read (the gate just read them, so rarely): the stricter per-address count applies.
    logger.error({ err: error }, '[customer-care] agent not read for the rate limit: counted per address');
    return clientAddress(req);
  }
}

/** The public's per-address limit, or the agent's own. */
export const bookingCallLimiter: Limiter = {
  take: (client) => (client.startsWith(AGENT) ? agentBookingLimiter.take(client.slice(AGENT.length)) : lookupLimiter.take(client)),
};

/** The `stores` of the booking calls (lookup, cancel, invoice). */
export const bookingCallStores = { limiter: bookingCallLimiter, client: (req: NextApiRequest) => bookingCallClient(req) };
