import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import type { DetailHotel } from '@/contracts/weekend-detail';
import { theme } from '@/styles/theme';
import { orderedFacilities, petsRule, showsEcoBox } from '../model/facilities';
import { parkingInfo } from '@/shared/parking';

/**
 * The hotel's practical facts (§2.2, §3): facilities (highlighted first), the eco-label box (only with at least 8 eco
 * facilities), the pets policy, the local tax, the check-in and check-out times, parking (§3 infoGeneral) and what to know.
 */
export function HotelFacts({ hotel }: { hotel: DetailHotel }) {
  const intl = useIntl();
  const facilities = orderedFacilities(hotel.highlightedFacilities, hotel.facilities);
  const parking = parkingInfo(hotel);
  const pets = petsRule(hotel.policy);
  const tax = hotel.localTax;
  return (
    <Facts>
      {facilities.length > 0 && (
        <div>
          <h3>{intl.formatMessage({ id: 'hotel.facilities.title' })}</h3>
          <ul className="facilities" data-testid="hotel-facilities">
            {facilities.map((f) => (
              <li key={f.id}>{f.label}</li>
            ))}
          </ul>
        </div>
      )}
      {showsEcoBox(hotel.ecoFacilities) && (
        <aside className="eco" aria-labelledby="hotel-eco-title" data-testid="eco-box">
          <h3 id="hotel-eco-title">{intl.formatMessage({ id: 'hotel.eco.title' })}</h3>
          <p>{intl.formatMessage({ id: 'hotel.eco.text' }, { count: hotel.ecoFacilities.length })}</p>
          <ul>
            {hotel.ecoFacilities.map((f) => (
              <li key={f.id}>{f.label}</li>
            ))}
          </ul>
        </aside>
      )}
      <dl className="rules">
        <div>
          <dt>{intl.formatMessage({ id: 'hotel.hours.title' })}</dt>
          <dd>{intl.formatMessage({ id: 'product.practical.hours.text' }, { checkin: hotel.checkInOut.checkin, checkout: hotel.checkInOut.checkout })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotel.pets.title' })}</dt>
          <dd data-testid="hotel-pets">
            {pets.kind === 'notAllowed' ? (
              intl.formatMessage({ id: 'product.practical.pets.notAllowed' })
            ) : (
              <>
                {intl.formatMessage({ id: 'hotel.pets.allowed' }, { count: pets.maxNumber })}
                {pets.price !== null && <> {intl.formatMessage({ id: 'hotel.pets.price' }, { price: formatMoney(pets.price, intl.locale) })}</>}
                {pets.maxWeight !== null && <> {intl.formatMessage({ id: 'hotel.pets.weight' }, { weight: pets.maxWeight })}</>}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotel.tax.title' })}</dt>
          <dd data-testid="hotel-local-tax">
            {!tax
              ? intl.formatMessage({ id: 'product.price.localTax.unknown' })
              : tax.type === 'PER_PERSON_PER_NIGHT'
                ? intl.formatMessage({ id: 'hotel.tax.perPerson' }, { amount: formatMoney(tax.amount ?? 0, intl.locale), paid: tax.toBePaidAtHotel ? 'hotel' : 'included' })
                : intl.formatMessage({ id: 'hotel.tax.percentage' }, { percentage: intl.formatNumber(tax.percentage ?? 0), paid: tax.toBePaidAtHotel ? 'hotel' : 'included' })}
          </dd>
        </div>
        {parking && (
          <div>
            <dt>{intl.formatMessage({ id: 'product.practical.parking' })}</dt>
            <dd data-testid="hotel-parking">{intl.formatMessage({ id: 'product.practical.parking.text' }, { charging: parking.charging ? 'yes' : 'no' })}</dd>
          </div>
        )}
        {hotel.importantInfos.length > 0 && (
          <div>
            <dt>{intl.formatMessage({ id: 'product.practical.thingsToKnow' })}</dt>
            {hotel.importantInfos.map((info) => (
              <dd key={info}>{info}</dd>
            ))}
          </div>
        )}
      </dl>
    </Facts>
  );
}

const Facts = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.lg};
  h3 {
    font-size: ${theme.font.size.lg};
    margin: 0 0 ${theme.space.sm};
  }
  .facilities {
    margin: 0;
    padding-left: ${theme.space.lg};
    columns: 2;
    ${theme.media.desktop} {
      columns: 3;
    }
  }
  .eco {
    padding: ${theme.space.md};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.brandLight};
    ul {
      margin: 0;
      padding-left: ${theme.space.lg};
      columns: 2;
    }
    p {
      margin: 0 0 ${theme.space.sm};
    }
  }
  .rules {
    margin: 0;
    display: grid;
    gap: ${theme.space.md};
    dt {
      font-weight: ${theme.font.weight.semibold};
    }
    dd {
      margin: ${theme.space.xxs} 0 0;
    }
  }
`;
