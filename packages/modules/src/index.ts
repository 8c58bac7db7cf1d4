export { StartPageModules, type StartPageModulesProps } from './StartPageModules.tsx';
export {
  moduleRegistry,
  isRegisteredModule,
  startPageRequests,
  type ModuleComponent,
  type ModuleLoader,
  type ModuleRegistry,
} from './registry.ts';
export { NewsletterBox, type NewsletterBoxProps } from './Newsletter/index.ts';
export { newsletterMessages } from './Newsletter/index.ts';
export { coursePreviewParams } from './CoursePreview/index.ts';
