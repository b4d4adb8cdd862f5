import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { GiftFormat } from '@/contracts/gift-boxes';
import { theme } from '@/styles/theme';
import type { BoxChoice } from '../model/use-box-choice';
import { Money } from '@/components/ui/money';

/**
 * The gifting-options accordion (§2.4): the format (digital; physical except in Italy and only with the flag on,
 * disabled with 'Victim of its success…' when it cannot be sold), and the physical format's extras by category.
 */
export function GiftingOptions({ choice }: { choice: BoxChoice }) {
  return (
    <Accordion open>
      <summary>
        <FormattedMessage id="giftBoxes.options.title" />
      </summary>
      <FormatChoice choice={choice} idPrefix="box" />
      {choice.giftFormat === 'physical' &&
        choice.categories.map((category) => (
          <Fieldset key={category.id}>
            <legend>{category.label}</legend>
            {category.options.map((option) => {
              const chosen = choice.selections[category.key] ?? [];
              const checked = chosen.includes(option.id);
              const toggle = () =>
                choice.select(category.key, category.singleSelection ? [option.id] : checked ? chosen.filter((id) => id !== option.id) : [...chosen, option.id]);
              return (
                <Choice key={option.id}>
                  <input
                    type={category.singleSelection ? 'radio' : 'checkbox'}
                    name={`extra-${category.key}`}
                    value={option.id}
                    checked={checked}
                    onChange={toggle}
                  />
                  <span>
                    {option.name}
                    {option.recommended && (
                      <Tag>
                        <FormattedMessage id="giftBoxes.extras.recommended" />
                      </Tag>
                    )}
                  </span>
                  <Amount>{option.price === 0 ? <FormattedMessage id="giftBoxes.free" /> : <Money cents={option.price} />}</Amount>
                </Choice>
              );
            })}
          </Fieldset>
        ))}
    </Accordion>
  );
}

/**
 * The format radios (§4 gift format): digital; physical except in Italy and only with the flag on, disabled with
 * 'Victim of its success…' when it cannot be sold, its shipping '---' while loading. The accordion and the
 * personalisation drawer both show it (`idPrefix` keeps their radio groups and notes apart).
 */
export function FormatChoice({ choice, idPrefix }: { choice: BoxChoice; idPrefix: string }) {
  const physicalShown = choice.physical !== 'hidden';
  const physicalDisabled = choice.physical === 'unavailable' || choice.physical === 'loading';
  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="giftBoxes.format.legend" />
      </legend>
      <FormatOption format="digital" choice={choice} idPrefix={idPrefix} note={<FormattedMessage id="giftBoxes.format.digital.note" />} />
      {physicalShown && (
        <FormatOption
          format="physical"
          choice={choice}
          idPrefix={idPrefix}
          disabled={physicalDisabled}
          note={
            choice.physical === 'unavailable' ? (
              <FormattedMessage id="giftBoxes.format.physical.unavailable" />
            ) : (
              <>
                <FormattedMessage id="giftBoxes.format.physical.note" />
                {' · '}
                <FormattedMessage id="giftBoxes.shipping" />{' '}
                {choice.physical === 'loading' ? <FormattedMessage id="giftBoxes.shipping.loading" /> : <ShippingAmount choice={choice} />}
              </>
            )
          }
        />
      )}
    </Fieldset>
  );
}

/** The physical format's shipping to the visitor's own country: 'Free' at 0. */
function ShippingAmount({ choice }: { choice: BoxChoice }) {
  const cost = choice.physicalShipping;
  if (cost === null) return <FormattedMessage id="giftBoxes.shipping.loading" />;
  return cost === 0 ? <FormattedMessage id="giftBoxes.free" /> : <Money cents={cost} />;
}

function FormatOption({ format, choice, note, disabled, idPrefix }: { format: GiftFormat; choice: BoxChoice; note: ReactNode; disabled?: boolean; idPrefix: string }) {
  const noteId = `${idPrefix}-format-${format}-note`;
  return (
    <Choice $disabled={disabled}>
      <input type="radio" name={idPrefix === 'box' ? 'gift-format' : `${idPrefix}-gift-format`} value={format} checked={choice.giftFormat === format} disabled={disabled} onChange={() => choice.chooseFormat(format)} aria-describedby={noteId} />
      <span>
        <strong>{format === 'digital' ? <FormattedMessage id="giftBoxes.format.digital" /> : <FormattedMessage id="giftBoxes.format.physical" />}</strong>
        <Note id={noteId}>{note}</Note>
      </span>
    </Choice>
  );
}

const Accordion = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space.md};
  summary {
    cursor: pointer;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
  summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  legend {
    font-weight: ${theme.font.weight.semibold};
    margin-bottom: ${theme.space.sm};
  }
`;

const Choice = styled.label<{ $disabled?: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${theme.space.sm};
  align-items: start;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  &:has(input:checked) {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandLight};
  }
  input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    accent-color: ${theme.colors.brand};
  }
`;

const Note = styled.span`
  display: block;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Tag = styled.span`
  margin-left: ${theme.space.sm};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
`;

const Amount = styled.span`
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
`;
