import type { GiftBoxCard, GiftBoxDetail, GiftBoxStay } from '@/contracts/gift-boxes';
import type { ShippingCostsResponse } from '@/contracts/shipping-costs';
import type { SubElementsResponse } from '@/contracts/sub-elements';

export const card = (code: string, over: Partial<GiftBoxCard> = {}): GiftBoxCard => ({
  code,
  slug: `box-${code.toLowerCase()}`,
  title: `Coffret ${code}`,
  description: 'Une nuit pour deux',
  format: 'digital',
  nights: 1,
  value: 12990,
  price: { sellPrice: 12990, referencePrice: 15590, promo: 16 },
  rating: 4.6,
  image: { url: '/api/images/box-wellness-0-0.jpg', alt: '' },
  ...over,
});

export const detail = (over: Partial<GiftBoxDetail> = {}): GiftBoxDetail => ({
  ...card('ROMANCE1N-EBOX', { slug: 'escapade-romantique', title: 'Escapade romantique' }),
  includedContent: ['1 nuit pour 2 personnes', 'Petit-déjeuner', 'Dîner ou attention romantique'],
  referencePrice: 15590,
  images: [0, 1, 2, 3].map((i) => ({ url: `/api/images/box-romantic-2-${i}.jpg`, alt: `Escapade romantique (${i + 1})` })),
  variants: { digital: { code: 'ROMANCE1N-EBOX', sellPrice: 12990 }, physical: { code: 'ROMANCE1N-PBOX', sellPrice: 13490 } },
  searchCriteriaProperties: { themes: ['romantic'] },
  offerCount: 12,
  ...over,
});

export const SHIPPING: ShippingCostsResponse = {
  shippingCostsPerCountry: { fr: { shippingCost: 490, internationalShippingFee: 0 }, be: { shippingCost: 590, internationalShippingFee: 250 } },
};

export const EXTRAS: SubElementsResponse = {
  categories: [
    { id: 1, name: 'Cards', label: 'Cartes', description: '', singleSelection: false },
    { id: 2, name: 'Sleeves', label: 'Fourreaux', description: '', singleSelection: true },
  ],
  availableCustomSubElements: [
    { id: 201, name: 'Fourreau anniversaire', imageUrl: null, categoryId: 2, price: 300, recommendedByWed: true },
    { id: 101, name: 'Carte « Merci »', imageUrl: null, categoryId: 1, price: 150, recommendedByWed: false },
  ],
};

export const stay = (id: number): GiftBoxStay => ({
  id,
  label: `Séjour ${id}`,
  nights: 1,
  imageUrl: `/api/images/sea-romantic-${id}-0.jpg`,
  hotel: { id: id * 10, label: `Hôtel ${id}`, stars: 4, city: 'Lyon', location: { lat: 45.7, lng: 4.8 } },
});
