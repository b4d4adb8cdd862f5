import { CONTACT_REF_KEY, CONTACT_THANK_YOU_REF } from '@/contracts/contact';
import { chatMessengerUrl, isChatEnabled } from '@/features/contact/model/chat';
import type { PageLoader } from '../../page-types';

export type ContactPageProps = {
  /** back from a sent message (`?ref=contact_thank_you`): the success notice (§2.10) */
  thankYou: boolean;
  /** the chat messenger's address where it is enabled (§2.10 gating), else null */
  chatUrl: string | null;
};

/** Contact: help, quick actions, popular questions, the chat where enabled and the message form. */
export const loadContactPage: PageLoader<ContactPageProps> = async ({ intl, query, env, flags, locale }) => {
  const appId = env.CHAT_APP_ID;
  const chatOn = isChatEnabled({ appId, locale, production: env.NODE_ENV === 'production', customerCare: flags.customerCare });
  return {
    props: {
      thankYou: query[CONTACT_REF_KEY] === CONTACT_THANK_YOU_REF,
      chatUrl: chatOn && appId && env.CHAT_MESSENGER_URL ? chatMessengerUrl(env.CHAT_MESSENGER_URL, appId, locale) : null,
    },
    title: intl.formatMessage({ id: 'contact.seo.title' }),
    description: intl.formatMessage({ id: 'contact.seo.description' }),
  };
};
