import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@/components/ui/button';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { FailureMessage } from './failure-message';

/** Crash fallback for any render error (product spec §2.14). */
export function CrashPage() {
  const { locale } = useAppConfig();
  return (
    <main id="main">
      <FailureMessage
        title={<FormattedMessage id="crash.title" />}
        action={
          <LinkButton href={href.home(locale)}>
            <FormattedMessage id="common.goToHomepage" />
          </LinkButton>
        }
      >
        <p>
          <FormattedMessage id="crash.apology" />
        </p>
      </FailureMessage>
    </main>
  );
}
