export {
  OrganizerInfo,
  OrganizerInfo as default,
  type OrganizerInfoProps,
} from './OrganizerInfo.tsx';
