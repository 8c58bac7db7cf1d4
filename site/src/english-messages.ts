import {
  coursePreviewMessagesEn,
  educationProviderCoursesMessagesEn,
  modulesMessagesEn,
  newsletterMessagesEn,
  organizerInfoMessagesEn,
  textSearchMessagesEn,
} from '@kursmarkt/modules';
import { searchBoxMessagesEn } from '@kursmarkt/search';
import { uiMessages } from '@kursmarkt/ui';
import { catalogueMessagesEn } from './catalogue/messages.ts';
import { consentMessagesEn } from './consent/messages.ts';
import { dashboardMessagesEn } from './dashboard/messages.ts';
import { searchPageMessagesEn } from './search/messages.ts';
import { sessionMessagesEn } from './session/messages.ts';

/**
 * The English texts of the ui and module packages and of the site's pages. German texts are the
 * messages' defaults and need no catalog; this one is loaded only for English pages, so German
 * visitors do not download it.
 */
export const englishMessages: Record<string, string> = {
  ...uiMessages.en,
  ...modulesMessagesEn,
  ...coursePreviewMessagesEn,
  ...organizerInfoMessagesEn,
  ...newsletterMessagesEn,
  ...textSearchMessagesEn,
  ...educationProviderCoursesMessagesEn,
  ...catalogueMessagesEn,
  ...searchBoxMessagesEn,
  ...searchPageMessagesEn,
  ...consentMessagesEn,
  ...sessionMessagesEn,
  ...dashboardMessagesEn,
};
