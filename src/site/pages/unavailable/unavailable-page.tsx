import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@/components/ui/button';
import { FailureMessage } from '../../layout/failure-message';

export type UnavailablePageProps = {
  /** The page the visitor asked for (locale-relative, built by routes.ts), to try again. */
  retryHref: string;
};

/** The degraded page: the catalog did not answer in time (HTTP 503 with Retry-After). */
export default function UnavailablePage({ retryHref }: UnavailablePageProps) {
  return (
    <FailureMessage
      title={<FormattedMessage id="unavailable.title" />}
      action={
        <LinkButton href={retryHref}>
          <FormattedMessage id="unavailable.retry" />
        </LinkButton>
      }
    >
      <p>
        <FormattedMessage id="unavailable.text" />
      </p>
    </FailureMessage>
  );
}
