export {
  CoursePreview,
  CoursePreview as default,
  type CoursePreviewProps,
} from './CoursePreview.tsx';
export { coursePreviewLimit, coursePreviewParams, coursePreviewRequests } from './preview-data.ts';
