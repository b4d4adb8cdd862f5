import dynamic from 'next/dynamic';
import { useRouter } from 'next/compat/router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton, SkeletonRegion } from '@/components/ui/skeleton';
import { CONTACT_THANK_YOU_REF } from '@/contracts/contact-return';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { contactMessages as m } from './contact-messages';

/** The form, its rules, the captcha and its calls load when the modal first opens, never with the page. */
const ContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm), { ssr: false, loading: FormLoading });

function FormLoading() {
  return (
    <SkeletonRegion>
      <Skeleton lines={4} />
    </SkeletonRegion>
  );
}

/**
 * 'Leave us a message' (§2.10): the button and the form modal. Once the message is taken, the modal closes and the
 * page comes back with `ref=contact_thank_you`, which shows the success notice (as the CRM's retURL would).
 */
export function LeaveMessage() {
  const intl = useIntl();
  const router = useRouter();
  const { locale } = useAppConfig();
  const [open, setOpen] = useState(false);
  const sent = () => {
    setOpen(false);
    void router?.replace(href.contact(locale, { ref: CONTACT_THANK_YOU_REF }), undefined, { scroll: true });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen} title={intl.formatMessage(m.formTitle)} trigger={<Button>{intl.formatMessage(m.messageButton)}</Button>}>
      <ContactForm onSent={sent} />
    </Dialog>
  );
}
