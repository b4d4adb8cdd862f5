/**
 * The gift form (product-and-purchase §5, §9): a sender name and a message, shared by the gift card page, the box
 * personalisation drawer and the stay gifting form, and read back by the gift checkout.
 */
export const GIFT_FORM_LIMITS = { fromName: 40, message: 180 } as const;

/** How long the 'limited to' error stays after a rejected keystroke (§9 'error display 1 s'). */
export const GIFT_FORM_ERROR_MS = 1000;

export type GiftFormField = keyof typeof GIFT_FORM_LIMITS;
export type GiftCustomisation = { fromName: string; message: string };

/** §5's messages by code: 'Mandatory field', 'Only text is expected', 'The field is limited to {maxlength} characters'. */
export type GiftFieldError = 'mandatory' | 'textOnly' | 'tooLong';

/** Text only: letters (accents included), spaces, apostrophes and hyphens. */
export const GIFT_NAME_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;

/**
 * A field's error on blur or submit, or null. fromName: mandatory only where asked (the stay gifting form), text
 * only, at most 40; message: only its maximum, 180.
 */
export function giftFieldError(field: GiftFormField, value: string, { nameMandatory = false }: { nameMandatory?: boolean } = {}): GiftFieldError | null {
  const text = value.trim();
  if (value.length > GIFT_FORM_LIMITS[field]) return 'tooLong';
  if (field === 'message') return null;
  if (!text) return nameMandatory ? 'mandatory' : null;
  return GIFT_NAME_PATTERN.test(text) ? null : 'textOnly';
}

/**
 * A keystroke in a limited field: beyond the maximum it is rejected (the field keeps its previous text) and the
 * 'limited to' error shows (§5). A paste that crosses the limit is rejected whole.
 */
export function typeInto(field: GiftFormField, previous: string, next: string): { value: string; rejected: boolean } {
  return next.length > GIFT_FORM_LIMITS[field] ? { value: previous, rejected: true } : { value: next, rejected: false };
}

/** Browser storage key of the customisation (§3: kept in browser storage, removed when both fields are empty). */
export const GIFT_CUSTOMISATION_STORAGE_KEY = 'escapade.giftCustomisation';

/** What storage keeps for a customisation: null (remove the key) when both fields are empty. */
export function storedCustomisation(value: GiftCustomisation): string | null {
  return value.fromName.trim() || value.message.trim() ? JSON.stringify({ fromName: value.fromName, message: value.message }) : null;
}

/** A stored customisation read back: anything unparsable, or beyond the limits, is an empty one. */
export function parseStoredCustomisation(raw: string | null): GiftCustomisation {
  const empty = { fromName: '', message: '' };
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return empty;
    const { fromName, message } = value as Record<string, unknown>;
    const ok = (v: unknown, field: GiftFormField) => typeof v === 'string' && v.length <= GIFT_FORM_LIMITS[field];
    return { fromName: ok(fromName, 'fromName') ? (fromName as string) : '', message: ok(message, 'message') ? (message as string) : '' };
  } catch {
    return empty;
  }
}

/**
 * The texts a gift's checkout sends, from what the gift page left: the name trimmed, a field breaking the gift form's
 * rules (§5: a name that is not text, anything beyond its limit) left out, so the server never refuses the order for
 * them. One rule for every gift page that writes the storage (gift card page, box drawer) and every checkout reading it.
 */
export const acceptedCustomisation = (texts: GiftCustomisation): GiftCustomisation => ({
  fromName: giftFieldError('fromName', texts.fromName.trim()) ? '' : texts.fromName.trim(),
  message: giftFieldError('message', texts.message) ? '' : texts.message,
});

/** What storage holds (`GIFT_CUSTOMISATION_STORAGE_KEY`), read back as the texts a checkout sends. */
export const storedGiftTexts = (raw: string | null): GiftCustomisation => acceptedCustomisation(parseStoredCustomisation(raw));
