import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contracts/account';

/** What is wrong with a field of the account forms, or null (the server checks the same rules: account.schema.ts). */
export type AccountFieldError = 'required' | 'email' | 'tooShort' | 'tooLong';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailError(value: string): AccountFieldError | null {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > ACCOUNT_EMAIL_MAX_LENGTH || !EMAIL.test(email)) return 'email';
  return null;
}

/** A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, spaces included (never trimmed). */
export function newPasswordError(value: string): AccountFieldError | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}

/** A password typed to sign in or to confirm a change: anything but empty (old passwords may follow older rules). */
export function passwordError(value: string): AccountFieldError | null {
  if (!value) return 'required';
  return value.length > PASSWORD_MAX_LENGTH ? 'tooLong' : null;
}

export function nameError(value: string): AccountFieldError | null {
  const name = value.trim();
  if (!name) return 'required';
  return name.length > ACCOUNT_NAME_MAX_LENGTH ? 'tooLong' : null;
}
