import { z } from 'zod';
import { richTextSchema } from '@/contracts/announcement-banner.schema';
import { COLOR_VARIATIONS } from '@/contracts/announcement-banner';

/**
 * The JSON an editor stores in `cms_page.content` (docs/home-and-cms.md): page options and an ordered list of blocks,
 * each a `type` and its fields. Pictures are image keys (`banner-romantic-1-0`); links are site paths, http(s)/mailto/tel
 * addresses or address-hash search states (`theme=26`). A block that does not fit is left out with a log line
 * (the page still renders); options fall back to their defaults.
 */
const text = z.string().trim().max(2000);
const shortText = z.string().trim().max(300);
const imageKey = z.string().regex(/^[a-z]+-[a-z_]+-\d+-\d+$/);
const image = z.object({ key: imageKey, alt: shortText.default('') });
const link = z.object({ label: shortText.min(1), url: z.string().trim().min(1).max(2000), newTab: z.boolean().default(false) });
/** ISO date-time with its offset (`2026-12-24T23:59:59+01:00`). */
const dateTime = z.iso.datetime({ offset: true });

export const storedBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('boxes'), title: shortText, subtitle: shortText.default(''), cta: link.nullable().default(null), boxCodes: z.array(z.string().regex(/^[A-Z0-9]{2,30}-(EBOX|PBOX)$/)).min(1).max(12) }),
  z.object({ type: z.literal('jumbotron'), title: shortText, subtitle: shortText.default(''), image: image.nullable().default(null), cta: link.nullable().default(null) }),
  z.object({
    type: z.literal('promoJumbotron'),
    title: shortText,
    subtitle: shortText.default(''),
    image: image.nullable().default(null),
    cta: link.nullable().default(null),
    code: z.string().trim().max(40).nullable().default(null),
    startsAt: dateTime.nullable().default(null),
    endsAt: dateTime.nullable().default(null),
  }),
  z.object({
    type: z.literal('mainUsp'),
    variant: z.enum(['primary', 'secondary']).catch('primary'),
    title: shortText.default(''),
    items: z.array(z.object({ icon: z.enum(['heart', 'gift', 'star', 'shield', 'clock', 'pin']).catch('star'), title: shortText, text })).min(1).max(6),
  }),
  z.object({ type: z.literal('marketing'), title: shortText, content: richTextSchema, image: image.nullable().default(null), cta: link.nullable().default(null) }),
  z.object({ type: z.literal('categories'), title: shortText, items: z.array(z.object({ label: shortText.min(1), url: z.string().trim().min(1).max(2000), image: image.nullable().default(null) })).min(1).max(12) }),
  z.object({ type: z.literal('banner'), title: shortText, subtitle: shortText.default(''), image: image.nullable().default(null), url: z.string().trim().min(1).max(2000), cta: link.nullable().default(null), gift: z.boolean().default(false) }),
  z.object({ type: z.literal('topSearchResults'), title: shortText, search: z.string().trim().max(500).default(''), count: z.number().int().min(1).max(12).default(6) }),
  z.object({ type: z.literal('topBar'), text: shortText, links: z.array(link).max(4).default([]) }),
  z.object({
    type: z.literal('promoCards'),
    title: shortText,
    items: z.array(z.object({ title: shortText, text: text.default(''), badge: z.string().trim().max(30).nullable().default(null), url: z.string().trim().min(1).max(2000), image: image.nullable().default(null) })).min(1).max(8),
  }),
  z.object({ type: z.literal('richText'), content: richTextSchema }),
]);
export type StoredBlock = z.infer<typeof storedBlockSchema>;

export const storedOptionsSchema = z.object({
  intro: text.catch(''),
  announcementBanner: z.boolean().catch(true),
  announcement: z.object({ content: richTextSchema, colorVariation: z.enum(COLOR_VARIATIONS), url: z.string().trim().max(2000).nullable().default(null) }).nullable().catch(null),
  flowTabs: z.boolean().catch(false),
  searchJumbotron: z.object({ title: shortText, subtitle: shortText.default('') }).nullable().catch(null),
  footer: z.object({ showFooter: z.boolean().default(true), showLegal: z.boolean().default(true), showContact: z.boolean().default(true) }).catch({ showFooter: true, showLegal: true, showContact: true }),
});
export type StoredOptions = z.infer<typeof storedOptionsSchema>;

/** The weekend ideas page's content: sections of idea cards and the regions' links. */
export const storedIdeasSchema = z.object({
  intro: text.catch(''),
  sections: z.array(
    z.object({
      title: shortText,
      cards: z.array(z.object({ title: shortText, text: text.default(''), url: z.string().trim().min(1).max(2000), image: image.nullable().default(null) })).max(40),
    }),
  ),
  regions: z.array(z.object({ label: shortText.min(1), url: z.string().trim().min(1).max(2000) })).max(60).default([]),
});
export type StoredIdeas = z.infer<typeof storedIdeasSchema>;
