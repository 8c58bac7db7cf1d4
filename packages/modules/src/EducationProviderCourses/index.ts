export {
  EducationProviderCourses,
  EducationProviderCourses as default,
  type EducationProviderCoursesProps,
} from './EducationProviderCourses.tsx';
