import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FILTER_GROUPS, FilterSection, ViewOffers, type FilterBarProps } from './filter-bar';
import { useFilterDraft } from './use-filter-draft';
import { theme } from '@/styles/theme';

/**
 * Mobile: every filter in a full-screen 'Filters' modal with Confirm and Reset. Mounted while open (its code
 * loads on the first opening): each opening starts from the address, closing without Confirm drops the draft.
 */
export function FiltersModal({ state, navigate, total, onClose }: FilterBarProps & { onClose: () => void }) {
  const filters = useFilterDraft(state, navigate, 'all');
  const close = () => {
    filters.openPanel(null);
    onClose();
  };
  const sectionProps = { draft: filters.draft, onChange: filters.setDraft, facets: filters.facets, flow: state.flow, state };
  return (
    <Dialog
      title={<FormattedMessage id="filters.modalTitle" />}
      open
      onOpenChange={(open) => !open && close()}
      footer={
        <>
          <Button variant="secondary" onClick={filters.resetAll}>
            <FormattedMessage id="filters.reset" />
          </Button>
          <ConfirmButton
            onClick={() => {
              filters.confirm();
              onClose();
            }}
          >
            <FormattedMessage id="filters.confirm" />
            <small>
              <ViewOffers count={filters.changed ? filters.draftTotal : total} />
            </small>
          </ConfirmButton>
        </>
      }
    >
      <ModalSections>
        {FILTER_GROUPS.map(({ group, title }) => (
          <section key={group}>
            {(group === 'distance' || group === 'moreFilters') && <SectionTitle>{title}</SectionTitle>}
            <FilterSection group={group} {...sectionProps} />
          </section>
        ))}
      </ModalSections>
    </Dialog>
  );
}

const ConfirmButton = styled(Button)`
  flex: 1;
  flex-direction: column;
  gap: 0;
  line-height: ${theme.font.lineHeight.tight};
  small {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
`;

const ModalSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  section + section {
    padding-top: ${theme.space.lg};
    border-top: 1px solid ${theme.colors.border};
  }
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.size.md};
`;
