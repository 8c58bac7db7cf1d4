export {
  OrganizerInfo,
  OrganizerInfo as default,
  type OrganizerInfoProps,
} from './OrganizerInfo.tsx';
export { messages as organizerInfoMessages, en as organizerInfoMessagesEn } from './messages.ts';
