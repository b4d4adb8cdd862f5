import { PriceUpdateDialogContent as SharedPriceUpdateDialog } from '@/components/ui/price-update-dialog-content';
import { priceUpdateActions, type PriceCheck } from '../model/price-check';
import { centsFromEuros } from '@/lib/money';

export type PriceUpdateDialogProps = {
  check: Exclude<PriceCheck, { kind: 'same' }> | null;
  onBack: () => void;
  onContinue: () => void;
};

/** 'Price update' (§2.7, §4) from the product page: Continue always, Back only when the price went down. */
export function PriceUpdateDialog({ check, onBack, onContinue }: PriceUpdateDialogProps) {
  const actions = check ? priceUpdateActions(check.kind, 'product') : { back: false, continue: false };
  const update = check ? { kind: check.kind, previousCents: centsFromEuros(check.previous), currentCents: centsFromEuros(check.current) } : null;
  return <SharedPriceUpdateDialog update={update} actions={actions} onBack={onBack} onContinue={onContinue} />;
}
