import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  email: { id: 'account.field.email' },
  password: { id: 'account.field.password' },
  newPassword: { id: 'account.field.newPassword' },
  currentPassword: { id: 'account.field.currentPassword' },
  firstName: { id: 'account.field.firstName' },
  lastName: { id: 'account.field.lastName' },
  required: { id: 'account.error.required' },
  emailInvalid: { id: 'account.error.email' },
  EMAIL_TAKEN: { id: 'account.problem.emailTaken' },
  BAD_CREDENTIALS: { id: 'account.problem.badCredentials' },
  WRONG_PASSWORD: { id: 'account.problem.wrongPassword' },
  SIGNED_OUT: { id: 'account.problem.signedOut' },
  LINK_INVALID: { id: 'account.problem.linkInvalid' },
  rateLimited: { id: 'account.problem.rateLimited' },
  failed: { id: 'account.problem.failed' },
  invalid: { id: 'account.problem.invalid' },
});
