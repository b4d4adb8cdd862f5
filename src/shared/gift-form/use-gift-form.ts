import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GIFT_CUSTOMISATION_STORAGE_KEY,
  GIFT_FORM_ERROR_MS,
  giftFieldError,
  parseStoredCustomisation,
  storedCustomisation,
  typeInto,
  type GiftCustomisation,
  type GiftFieldError,
  type GiftFormField,
} from '@/contracts/gift-customisation';
import { readStorage, writeStorage } from '@/lib/browser-storage';

export type GiftFieldState = { value: string; error: GiftFieldError | null; touched: boolean };
export type GiftForm = {
  fields: Record<GiftFormField, GiftFieldState>;
  /** A keystroke: beyond the limit it is rejected and 'limited to' shows for 1 s (§5). */
  type: (field: GiftFormField, next: string) => void;
  /** Validation on blur (§5). */
  blur: (field: GiftFormField) => void;
  /** Validation on submit: the customisation when valid (then stored), else null with every error shown. */
  submit: () => GiftCustomisation | null;
  /** The form's error summary shows: a submit failed and a field is still wrong (it goes once they are fixed). */
  summary: boolean;
};

const FIELDS: GiftFormField[] = ['fromName', 'message'];

/**
 * The gift form (§5): sender name and message with their limits, validated on blur and submit, kept in browser
 * storage as they change and removed from it when both are empty (§3 gift customisation).
 */
export function useGiftForm({ nameMandatory = false }: { nameMandatory?: boolean } = {}): GiftForm {
  const [fields, setFields] = useState<Record<GiftFormField, GiftFieldState>>({
    fromName: { value: '', error: null, touched: false },
    message: { value: '', error: null, touched: false },
  });
  const timers = useRef<Partial<Record<GiftFormField, ReturnType<typeof setTimeout>>>>({});
  const [loaded, setLoaded] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const stillWrong = FIELDS.some((field) => giftFieldError(field, fields[field].value, { nameMandatory }) !== null);
  // Every field fixed: the summary goes, and does not come back before the next failed submit.
  if (submitFailed && !stillWrong) setSubmitFailed(false);

  useEffect(() => {
    // Storage exists only in the browser: the server renders the empty form, the stored texts come back once mounted.
    const restore = () => {
      const stored = parseStoredCustomisation(readStorage('localStorage', GIFT_CUSTOMISATION_STORAGE_KEY));
      setFields((f) => ({ fromName: { ...f.fromName, value: stored.fromName }, message: { ...f.message, value: stored.message } }));
      setLoaded(true);
    };
    restore();
    const pending = timers.current;
    return () => Object.values(pending).forEach((t) => clearTimeout(t));
  }, []);

  useEffect(() => {
    if (loaded) writeStorage('localStorage', GIFT_CUSTOMISATION_STORAGE_KEY, storedCustomisation({ fromName: fields.fromName.value, message: fields.message.value }));
  }, [loaded, fields.fromName.value, fields.message.value]);

  const type = useCallback((field: GiftFormField, next: string) => {
    setFields((f) => {
      const typed = typeInto(field, f[field].value, next);
      // A field's error goes as soon as its text is right; a new one waits for the blur (§5).
      const stillWrongField = f[field].error !== null && f[field].error !== 'tooLong' && f[field].touched;
      if (!typed.rejected) return { ...f, [field]: { ...f[field], value: typed.value, error: stillWrongField ? giftFieldError(field, typed.value, { nameMandatory }) : null } };
      clearTimeout(timers.current[field]);
      timers.current[field] = setTimeout(() => setFields((g) => (g[field].error === 'tooLong' ? { ...g, [field]: { ...g[field], error: null } } : g)), GIFT_FORM_ERROR_MS);
      return { ...f, [field]: { ...f[field], error: 'tooLong' } };
    });
  }, [nameMandatory]);

  const blur = useCallback(
    (field: GiftFormField) => setFields((f) => ({ ...f, [field]: { ...f[field], touched: true, error: giftFieldError(field, f[field].value, { nameMandatory }) } })),
    [nameMandatory],
  );

  const submit = useCallback((): GiftCustomisation | null => {
    const errors = Object.fromEntries(FIELDS.map((field) => [field, giftFieldError(field, fields[field].value, { nameMandatory })])) as Record<GiftFormField, GiftFieldError | null>;
    setFields((f) => ({ fromName: { ...f.fromName, touched: true, error: errors.fromName }, message: { ...f.message, touched: true, error: errors.message } }));
    setSubmitFailed(Boolean(errors.fromName || errors.message));
    if (errors.fromName || errors.message) return null;
    const value = { fromName: fields.fromName.value.trim(), message: fields.message.value.trim() };
    writeStorage('localStorage', GIFT_CUSTOMISATION_STORAGE_KEY, storedCustomisation(value));
    return value;
  }, [fields, nameMandatory]);

  return { fields, type, blur, submit, summary: submitFailed && stillWrong };
}
