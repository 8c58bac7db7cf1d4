export { StartPageModules, type StartPageModulesProps } from './StartPageModules.tsx';
export {
  moduleRegistry,
  isRegisteredModule,
  startPageRequests,
  type ModuleComponent,
  type ModuleLoader,
  type ModuleRegistry,
} from './registry.ts';
export { modulesMessages, modulesMessagesEn } from './messages.ts';
export { NewsletterBox, type NewsletterBoxProps } from './Newsletter/index.ts';
export { newsletterMessages, newsletterMessagesEn } from './Newsletter/index.ts';
export { coursePreviewMessages, coursePreviewMessagesEn } from './CoursePreview/index.ts';
export { coursePreviewParams } from './CoursePreview/index.ts';
export { organizerInfoMessages, organizerInfoMessagesEn } from './OrganizerInfo/index.ts';
export { textSearchMessages, textSearchMessagesEn } from './TextSearch/index.ts';
export {
  educationProviderCoursesMessages,
  educationProviderCoursesMessagesEn,
} from './EducationProviderCourses/index.ts';
