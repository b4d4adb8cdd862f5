import type { StayWeekend } from '@/contracts/stay-weekends';
import { addDays, daysBetween } from '@/shared/search-address/search-dates';
import type { ProductAddress } from './product-address';

/** The stay length the grid prices: the nights of the page's dates (the card's), else null for the offer's shortest. */
export const weekendNightsAsked = (address: Pick<ProductAddress, 'checkin' | 'checkout'>): number | null =>
  address.checkin && address.checkout ? daysBetween(address.checkin, address.checkout) : null;

/**
 * The days a weekend shows: its stay when bookable, else Friday to Sunday.
 * weekendDays({ friday: '2026-03-13', checkin: '2026-03-14', checkout: '2026-03-15' }) → { from: '2026-03-14', to: '2026-03-15' }
 */
export const weekendDays = (weekend: Pick<StayWeekend, 'friday' | 'checkin' | 'checkout'>): { from: string; to: string } =>
  weekend.checkin && weekend.checkout ? { from: weekend.checkin, to: weekend.checkout } : { from: weekend.friday, to: addDays(weekend.friday, 2) };

/** Whether the page's dates are this weekend's stay. */
export const isChosenWeekend = (weekend: Pick<StayWeekend, 'checkin' | 'checkout'>, address: Pick<ProductAddress, 'checkin' | 'checkout'>): boolean =>
  weekend.checkin !== null && weekend.checkin === address.checkin && weekend.checkout === address.checkout;

/** Choosing a weekend sets the page's dates as the calendar does: new dates clear the activity dates. */
export const withWeekend = (address: ProductAddress, weekend: Pick<StayWeekend, 'checkin' | 'checkout'>): ProductAddress =>
  weekend.checkin && weekend.checkout ? { ...address, checkin: weekend.checkin, checkout: weekend.checkout, activityDates: {} } : address;
