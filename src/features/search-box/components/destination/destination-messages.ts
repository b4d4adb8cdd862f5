import { defineMessages } from 'react-intl';
import type { DestinationCategory } from '../../model/destination';
import type { DistanceText } from '../../model/local-search';

export const destinationMessages = defineMessages<'label' | 'placeholder' | 'recentTitle' | 'localGroup' | 'resultCount' | 'noResult' | 'searching' | 'noMatch' | 'unavailable' | 'around' | 'localTitle' | 'localIntro' | 'localDistanceLegend' | 'localDistance' | 'localSubmit' | 'localLocating' | 'localDenied' | 'recommended'>({
  label: { id: 'destination.label' },
  placeholder: { id: 'destination.placeholder' },
  recentTitle: { id: 'destination.recent.title' },
  localGroup: { id: 'destination.local.group' },
  resultCount: { id: 'destination.suggestions.count' },
  noResult: { id: 'destination.suggestions.none' },
  searching: { id: 'destination.suggestions.searching' },
  noMatch: { id: 'destination.error.noMatch' },
  unavailable: { id: 'destination.error.unavailable' },
  around: { id: 'destination.around' },
  localTitle: { id: 'destination.local.title' },
  localIntro: { id: 'destination.local.intro' },
  localDistanceLegend: { id: 'destination.local.distanceLegend' },
  localDistance: { id: 'destination.local.distance' },
  localSubmit: { id: 'destination.local.submit' },
  localLocating: { id: 'destination.local.locating' },
  localDenied: { id: 'destination.local.denied' },
  recommended: { id: 'destination.recommended.hotels' },
});

export const categoryMessages = defineMessages<DestinationCategory>({
  city: { id: 'destination.category.city' },
  hotel: { id: 'destination.category.hotel' },
  poi: { id: 'destination.category.poi' },
  region: { id: 'destination.category.region' },
  department: { id: 'destination.category.department' },
  country: { id: 'destination.category.country' },
  touristic_region: { id: 'destination.category.touristicRegion' },
  ski_resort: { id: 'destination.category.skiResort' },
  sea_resort: { id: 'destination.category.seaResort' },
});

/** The model's distance-text keys, written out whole. */
export const distanceMessages = defineMessages<DistanceText['key']>({
  'searchBox.local.lessThan2h': { id: 'searchBox.local.lessThan2h' },
  'searchBox.local.withinDistance': { id: 'searchBox.local.withinDistance' },
  'searchBox.local.aroundCity': { id: 'searchBox.local.aroundCity' },
});
