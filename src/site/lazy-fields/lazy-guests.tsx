import { GuestsFieldButton } from '@/features/guests/components/guests-field-button';
import type { GuestsSlot } from '@/features/product/components/booking-panel';
import { lazyPart } from '@/lib/lazy-part';
import { useLazyField } from './use-lazy-field';

/** The guests' field (steppers, picker) waits for the visitor too: its light button until a pointer, focus or press. */
const guestsField = lazyPart(() => import('@/features/guests/components/guests-field'));

/** The product page's guests step: a press made before the code came opens the field once it is here. */
export function LazyGuests({ value, onChange }: GuestsSlot) {
  const { field, place, lightButton } = useLazyField(guestsField, 'Guests field');
  return (
    <div ref={place}>
      {field ? (
        <field.GuestsField value={{ ...value, singleRoom: value.children > 0 || value.babies > 0 }} onChange={({ adults, children, babies }) => onChange({ adults, children, babies })} flow="booking" />
      ) : (
        <GuestsFieldButton guests={value} aria-haspopup="dialog" aria-expanded={false} {...lightButton} />
      )}
    </div>
  );
}
