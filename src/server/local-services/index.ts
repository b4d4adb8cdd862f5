// The demo's local stand-ins (docs/local-services.md): what `npm start` and the test harness use, through
// scripts/local-services.ts or in-process.
export { startLocalServices, type LocalService, type LocalServices, type LocalServicesOptions } from './start-local-services';
export { localServicesSettings, LOCAL_SERVICE_PORTS } from './local-services-settings';
export { PortTakenError } from './stand-in-port';
export { MAILBOX_SERVICE } from './mailbox-server';
export { CRM_SERVICE } from './crm-catcher';
export { PAYMENT_SANDBOX_SERVICE } from '@/server/payments/sandbox/payment-sandbox';
