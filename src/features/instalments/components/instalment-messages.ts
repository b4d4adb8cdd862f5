import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The instalment information's texts (ids in locales/*.json, docs/messages.md). */
const messages = defineMessages({
  trigger: { id: 'instalments.trigger' },
  title: { id: 'instalments.modal.title' },
  intro: { id: 'instalments.modal.intro' },
  planTitle: { id: 'instalments.plan.title' },
  planConditions: { id: 'instalments.plan.conditions' },
  planFirst: { id: 'instalments.plan.first' },
  planNext: { id: 'instalments.plan.next' },
  planTotal: { id: 'instalments.plan.total' },
  deferredTitle: { id: 'instalments.deferred.title' },
  deferredPayment: { id: 'instalments.deferred.payment' },
  deferredConditions: { id: 'instalments.deferred.conditions' },
  paypalTitle: { id: 'instalments.paypal.title' },
  paypalText: { id: 'instalments.paypal.text' },
});

export const instalmentMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
