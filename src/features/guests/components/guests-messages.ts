import { defineMessages } from 'react-intl';

export const guestsMessages = defineMessages<
  'label' | 'summary' | 'title' | 'adults' | 'children' | 'childrenHelp' | 'babies' | 'babiesHelp' | 'singleRoom' | 'singleRoomHelp' | 'confirm' | 'participants' | 'participantsHelper' | 'giftingFixed'
>({
  label: { id: 'guests.label' },
  summary: { id: 'guests.summary' },
  title: { id: 'guests.title' },
  adults: { id: 'guests.adults' },
  children: { id: 'guests.children' },
  childrenHelp: { id: 'guests.children.help' },
  babies: { id: 'guests.babies' },
  babiesHelp: { id: 'guests.babies.help' },
  singleRoom: { id: 'guests.singleRoom' },
  singleRoomHelp: { id: 'guests.singleRoom.help' },
  confirm: { id: 'guests.confirm' },
  participants: { id: 'guests.participants' },
  participantsHelper: { id: 'guests.participants.helper' },
  giftingFixed: { id: 'guests.giftingFixed' },
});
