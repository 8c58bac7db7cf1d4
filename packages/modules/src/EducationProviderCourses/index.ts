export {
  EducationProviderCourses,
  EducationProviderCourses as default,
  type EducationProviderCoursesProps,
} from './EducationProviderCourses.tsx';
export {
  messages as educationProviderCoursesMessages,
  en as educationProviderCoursesMessagesEn,
} from './messages.ts';
