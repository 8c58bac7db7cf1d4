export {
  CoursePreview,
  CoursePreview as default,
  coursePreviewLimit,
  coursePreviewParams,
  type CoursePreviewProps,
} from './CoursePreview.tsx';
export { messages as coursePreviewMessages, en as coursePreviewMessagesEn } from './messages.ts';
