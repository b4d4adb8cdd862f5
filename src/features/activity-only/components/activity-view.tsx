import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, LinkButton } from '@/components/ui/button';
import { Gallery } from '@/components/ui/gallery';
import { HowItWorks as HowItWorksSection } from '@/components/ui/how-it-works';
import { ACTIVITY_SUMMARY_LIMIT, type ActivityOnlyDetail } from '@/contracts/activity-only-detail';
import { truncateDescription } from '@/lib/text/truncate';
import { useAppConfig } from '@/shared/app-config';
import { href } from '@/shared/routes';
import { theme } from '@/styles/theme';
import { pageColumn } from '@/styles/page-column';
import { availablePeople } from '../model/people';
import { PurchasePanel } from './purchase-panel';
import { RecentlyViewedActivities } from './recently-viewed';
import { eurosOf } from '@/lib/money';

/**
 * The activity-only product page (§2.3): gallery, title and centre, the description cut at 250 characters,
 * 'In the program' (each activity with its universe, composition, schedules and important information),
 * 'Practical Info' (location, schedules, nice to know, important information), the purchase panel, or the
 * unpublished notice in its place, and how it works.
 */
export function ActivityView({ detail }: { detail: ActivityOnlyDetail }) {
  const intl = useIntl();
  const { locale } = useAppConfig();
  const centre = detail.mainActivityCenter;
  return (
    <Wrapper>
      <Gallery images={detail.images} label={intl.formatMessage({ id: 'activity.gallery' })} />
      <Columns>
        <Main>
          <header>
            <h1>{detail.label}</h1>
            <Lead>
              <FormattedMessage id="activity.centre" values={{ centre: centre.label, city: centre.location.label }} />
            </Lead>
          </header>
          <Description text={detail.description} />
          <Program detail={detail} />
          <PracticalInfo detail={detail} />
        </Main>
        <Side>{detail.published ? <PurchasePanel offerId={detail.id} label={detail.label} prices={detail.prices} /> : <Unpublished />}</Side>
      </Columns>
      <HowItWorks />
      <RecentlyViewedActivities
        entry={{
          id: detail.id,
          type: 'ACTIVITY',
          label: detail.label,
          imageUrl: detail.images[0]?.url ?? '',
          price: { sellPrice: eurosOf(fromPrice(detail)) },
          hotel: { label: centre.label, location: centre.location.label },
          uri: href.activity(locale, detail.id),
        }}
      />
    </Wrapper>
  );
}

/** The lowest price of the activity (cents), for the recently viewed list: 0 when it has none. */
function fromPrice(detail: ActivityOnlyDetail): number {
  const prices = availablePeople(detail.prices).map((n) => detail.prices[String(n)].sellPrice);
  return prices.length ? Math.min(...prices) : 0;
}

/** Cut at 250 characters with see more / see less (§3 'Activity summary cut to 250 characters'). */
function Description({ text }: { text: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const cut = truncateDescription(text, ACTIVITY_SUMMARY_LIMIT);
  if (!text) return null;
  return (
    <section aria-labelledby="activity-description-title">
      <h2 id="activity-description-title">
        <FormattedMessage id="activity.description.title" />
      </h2>
      <p id="activity-description" data-testid="activity-description">
        {open ? text : cut.text}
      </p>
      {cut.truncated && (
        <Toggle variant="ghost" aria-expanded={open} aria-controls="activity-description" onClick={() => setOpen((o) => !o)}>
          {intl.formatMessage(open ? TOGGLE.less : TOGGLE.more)}
        </Toggle>
      )}
    </section>
  );
}

function Program({ detail }: { detail: ActivityOnlyDetail }) {
  return (
    <section aria-labelledby="activity-program-title">
      <h2 id="activity-program-title">
        <FormattedMessage id="activity.program.title" />
      </h2>
      <Items>
        {detail.activities.map((activity) => (
          <li key={activity.activityId}>
            <h3>{activity.title}</h3>
            {activity.univers && <Universe>{activity.univers}</Universe>}
            {activity.description && <p>{activity.description}</p>}
            <Facts>
              {activity.composition && (
                <div>
                  <dt>
                    <FormattedMessage id="activity.composition" />
                  </dt>
                  <dd>{activity.composition}</dd>
                </div>
              )}
              {activity.schedules.length > 0 && (
                <div>
                  <dt>
                    <FormattedMessage id="activity.schedules" />
                  </dt>
                  {activity.schedules.map((line) => (
                    <dd key={line}>{line}</dd>
                  ))}
                </div>
              )}
            </Facts>
          </li>
        ))}
      </Items>
    </section>
  );
}

function PracticalInfo({ detail }: { detail: ActivityOnlyDetail }) {
  const schedules = [...new Set(detail.activities.flatMap((a) => a.schedules))];
  return (
    <section aria-labelledby="activity-practical-title">
      <h2 id="activity-practical-title">
        <FormattedMessage id="activity.practical.title" />
      </h2>
      <Practical>
        <div>
          <h3>
            <FormattedMessage id="activity.locations" />
          </h3>
          <ul>
            {detail.locations.map((location) => (
              <li key={location.address}>
                <strong>{detail.mainActivityCenter.label}</strong>
                <br />
                {location.address}
              </li>
            ))}
          </ul>
        </div>
        {schedules.length > 0 && (
          <div>
            <h3>
              <FormattedMessage id="activity.schedules" />
            </h3>
            <ul>
              {schedules.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {detail.niceToKnow.length > 0 && (
          <div>
            <h3>
              <FormattedMessage id="activity.niceToKnow" />
            </h3>
            <ul>
              {detail.niceToKnow.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {detail.importantInformation.length > 0 && (
          <div>
            <h3>
              <FormattedMessage id="activity.importantInfo" />
            </h3>
            <ul>
              {detail.importantInformation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </Practical>
    </section>
  );
}

/** §2.3: an unpublished activity shows 'Too late!' and a way to the search page instead of the purchase panel. */
function Unpublished() {
  const { locale } = useAppConfig();
  return (
    <Notice role="status" data-testid="activity-unpublished">
      <h2>
        <FormattedMessage id="product.tooLate.title" />
      </h2>
      <p>
        <FormattedMessage id="product.tooLate.text" />
      </p>
      <LinkButton href={href.search(locale)} variant="primary" block>
        <FormattedMessage id="product.tooLate.seeOffers" />
      </LinkButton>
    </Notice>
  );
}

const STEPS = defineMessages({
  buy: { id: 'activity.how.buy' },
  receive: { id: 'activity.how.receive' },
  book: { id: 'activity.how.book' },
});
const TOGGLE = defineMessages({ more: { id: 'product.description.seeMore' }, less: { id: 'product.description.seeLess' } });

function HowItWorks() {
  const intl = useIntl();
  return <HowItWorksSection id="activity-how" title={intl.formatMessage({ id: 'activity.how.title' })} steps={Object.values(STEPS).map((step) => intl.formatMessage(step))} />;
}

const Wrapper = styled.div`
  ${pageColumn}
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.xl};
  min-width: 0;
  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xl};
    ${theme.media.desktop} {
      font-size: ${theme.font.size.xxl};
    }
  }
  h2 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.md};
  }
  h3 {
    font-size: ${theme.font.size.md};
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Side = styled.div`
  ${theme.media.desktop} {
    align-self: stretch;
  }
`;

const Lead = styled.p`
  color: ${theme.colors.brand};
  font-weight: ${theme.font.weight.semibold};
`;

const Toggle = styled(Button)`
  padding: 0;
  text-decoration: underline;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.lg};
`;

const Universe = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  dt {
    font-weight: ${theme.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
`;

const Practical = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.lg};
  }
`;

const Notice = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
`;

