import type { MessageDescriptor } from 'react-intl';
import type { CourseDetail, CourseType, SearchType } from '@kursmarkt/schemas';
import { catalogueMessages as m } from '../messages.ts';

/** The name of each course type (docs/rules.md, product). */
export const courseTypeLabels: Record<CourseType, MessageDescriptor> = {
  PRESENT: m.courseTypePRESENT,
  ONLINE: m.courseTypeONLINE,
  SELF: m.courseTypeSELF,
};

/** The name of each search type (docs/rules.md, product). */
export const searchTypeLabels: Record<SearchType, MessageDescriptor> = {
  SPECIALIZATION: m.searchTypeSPECIALIZATION,
  EDUCATION: m.searchTypeEDUCATION,
  RENO: m.searchTypeRENO,
};

/** The name of each listing category of a course. */
export const categoryLabels: Record<CourseDetail['category'], MessageDescriptor> = {
  fachanwaltslehrgang: m.categoryFachanwaltslehrgang,
  fortbildung: m.categoryFortbildung,
  'fortbildung-15-fao': m.categoryFortbildung15Fao,
  'online-seminar': m.categoryOnlineSeminar,
  praesenzschulung: m.categoryPraesenzschulung,
  selbststudium: m.categorySelbststudium,
};
