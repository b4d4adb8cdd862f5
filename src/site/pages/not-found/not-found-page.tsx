import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@/components/ui/button';
import { useAppConfig } from '../../app-config-context';
import { FailureMessage } from '../../layout/failure-message';
import { href } from '../../routes';

/** The not-found page (search spec §2). The expired-offer variant and editorial blocks come with their issue. */
export default function NotFoundPage() {
  const { locale } = useAppConfig();
  return (
    <FailureMessage
      title={<FormattedMessage id="notFound.title" />}
      action={
        <LinkButton href={href.home(locale)}>
          <FormattedMessage id="common.goToHomepage" />
        </LinkButton>
      }
    >
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
    </FailureMessage>
  );
}
