export type SeedScale = 'test' | 'oracle' | 'demo' | 'bench';

export type ScaleSpec = {
  hotels: number;
  offers: number;
  /** days of availability from the seed date */
  days: number;
  /** cities below this population are not loaded (hotels still land near villages of touristic areas) */
  minCityPopulation: number;
  maxReviewsPerHotel: number;
  maxOffersPerBox: number;
  /** hotels guaranteed in each showcase city (Paris, Lyon, Gent, Roma...: see showcase-cities.ts) */
  hotelsPerShowcaseCity: number;
};

export const SCALES: Record<SeedScale, ScaleSpec> = {
  test: { hotels: 150, offers: 500, days: 365, minCityPopulation: 5000, maxReviewsPerHotel: 12, maxOffersPerBox: 40, hotelsPerShowcaseCity: 2 },
  /** The flexible search's oracle test: small enough for a brute-force computation per random search. */
  oracle: { hotels: 100, offers: 300, days: 365, minCityPopulation: 5000, maxReviewsPerHotel: 6, maxOffersPerBox: 30, hotelsPerShowcaseCity: 1 },
  demo: { hotels: 1500, offers: 5000, days: 365, minCityPopulation: 0, maxReviewsPerHotel: 30, maxOffersPerBox: 200, hotelsPerShowcaseCity: 8 },
  bench: { hotels: 10000, offers: 50000, days: 365, minCityPopulation: 0, maxReviewsPerHotel: 30, maxOffersPerBox: 500, hotelsPerShowcaseCity: 30 },
};
