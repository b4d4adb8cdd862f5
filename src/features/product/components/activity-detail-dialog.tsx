import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import Image from '@/components/ui/image';
import type { ProgramLine } from '@/contracts/quote';
import type { DetailActivity } from '@/contracts/weekend-detail';
import { theme } from '@/styles/theme';
import { productMessages as m } from './product-messages';

/**
 * The activity detail modal of the programme (§2.1): opened from the activity's name, it shows its picture, its kind
 * and when it takes place (the day the programme plans, or a day the visitor chooses when booking).
 */
export function ActivityDetailDialog({ line, activity }: { line: ProgramLine; activity: DetailActivity | undefined }) {
  const intl = useIntl();
  const title = line.quantity > 1 ? intl.formatMessage(m.quantity, { count: line.quantity, title: line.title }) : line.title;
  return (
    <Dialog
      title={line.title}
      trigger={
        <TitleButton variant="ghost" data-testid="activity-detail-trigger">
          {title}
        </TitleButton>
      }
    >
      {activity?.imageUrl && (
        <Picture>
          <Image src={activity.imageUrl} alt="" fill sizes="(min-width: 1024px) 560px, 100vw" />
        </Picture>
      )}
      {activity?.group && <p className="group">{activity.group.label}</p>}
      <p>{line.needsDate ? intl.formatMessage(m.activityDetailChooseDay) : intl.formatMessage(m.activityDetailDay, { day: line.dayIndex + 1 })}</p>
    </Dialog>
  );
}

const TitleButton = styled(Button)`
  padding: 0;
  min-height: 44px;
  text-align: left;
  text-decoration: underline;
  font-weight: ${theme.font.weight.regular};
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  margin-bottom: ${theme.space.md};
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  img {
    object-fit: cover;
  }
`;
