import { BENEFICIARY_CODE_STORAGE_KEY } from '@/contracts/redemption';
import { readStorage, writeStorage } from '@/lib/browser-storage';

/**
 * The tab's gift code once the beneficiary logged in: in sessionStorage (gone with the tab, never in an address), so
 * the results survive a reload and the stay checkout applies it as payment (docs/redemption.md).
 */
export const readBeneficiaryCode = (): string | null => {
  const value = readStorage('sessionStorage', BENEFICIARY_CODE_STORAGE_KEY);
  return value && /^[A-Za-z0-9 -]{1,40}$/.test(value) ? value : null;
};
export const rememberBeneficiaryCode = (code: string): void => void writeStorage('sessionStorage', BENEFICIARY_CODE_STORAGE_KEY, code);
export const forgetBeneficiaryCode = (): void => void writeStorage('sessionStorage', BENEFICIARY_CODE_STORAGE_KEY, null);
