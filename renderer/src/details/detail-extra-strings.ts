// Detail-view strings added for filtering an agency's listings and for the developer page, in four languages.
import type { Lang } from '#shared/domain/lang';
import type { PluralForms } from '#shared/words/plural';

interface DetailExtraStrings {
  allPurposes: string;
  allNeedsNoPlace: string;
  placeFilter: string;
  noFilteredListings: string;
  developerCounts: { projects: PluralForms; listings: PluralForms };
  noDeveloperRecord: string;
  /** /agency-details takes no language: its description is the agency's English one. */
  agencyDescriptionEnglish: string;
  /** Why the list holds fewer projects than the developer's record counts. */
  newProjectsNote: string;
}

export const DETAIL_EXTRA_STRINGS: Readonly<Record<Lang, DetailExtraStrings>> = {
  en: {
    allPurposes: 'All',
    allNeedsNoPlace: 'The data service filters a place by one purpose at a time: choose sale or rent.',
    placeFilter: 'Filter by place, e.g. Dubai Marina',
    noFilteredListings: 'No listings of this agency match these filters.',
    developerCounts: {
      projects: { one: '{count} project', other: '{count} projects' },
      listings: { one: '{count} listing', other: '{count} listings' },
    },
    noDeveloperRecord: 'The data service has no profile for this developer; its projects and listings are below.',
    agencyDescriptionEnglish: 'The data service gives agency descriptions in English only.',
    newProjectsNote:
      'The projects the data service lists as new: off-plan and newly completed. “Projects in all” above is the developer’s own count of every project; the two can differ.',
  },
  ar: {
    allPurposes: 'الكل',
    allNeedsNoPlace: 'تصفّي خدمة البيانات الموقع حسب غرض واحد في كل مرة: اختر البيع أو الإيجار.',
    placeFilter: 'التصفية حسب الموقع، مثل دبي مارينا',
    noFilteredListings: 'لا توجد إعلانات لهذه الوكالة تطابق عوامل التصفية.',
    developerCounts: {
      projects: { one: 'مشروع واحد', two: 'مشروعان', few: '{count} مشاريع', other: '{count} مشروع' },
      listings: { one: 'إعلان واحد', two: 'إعلانان', few: '{count} إعلانات', other: '{count} إعلان' },
    },
    noDeveloperRecord: 'لا يوجد لدى خدمة البيانات ملف لهذا المطوّر؛ مشاريعه وإعلاناته أدناه.',
    agencyDescriptionEnglish: 'تقدّم خدمة البيانات وصف الوكالات باللغة الإنجليزية فقط.',
    newProjectsNote:
      'المشاريع التي تعرضها خدمة البيانات كمشاريع جديدة: على الخارطة والمنجزة حديثًا. «إجمالي المشاريع» أعلاه هو عدد كل مشاريع المطوّر كما يسجّله؛ وقد يختلف العددان.',
  },
  ru: {
    allPurposes: 'Все',
    allNeedsNoPlace: 'Сервис фильтрует место только по одной цели: выберите продажу или аренду.',
    placeFilter: 'Фильтр по месту, например Дубай Марина',
    noFilteredListings: 'Нет объявлений этого агентства по этим фильтрам.',
    developerCounts: {
      projects: { one: '{count} проект', few: '{count} проекта', many: '{count} проектов', other: '{count} проекта' },
      listings: {
        one: '{count} объявление',
        few: '{count} объявления',
        many: '{count} объявлений',
        other: '{count} объявления',
      },
    },
    noDeveloperRecord: 'У сервиса нет профиля этого застройщика; его проекты и объявления ниже.',
    agencyDescriptionEnglish: 'Сервис даёт описания агентств только на английском.',
    newProjectsNote:
      'Проекты, которые сервис данных относит к новым: строящиеся и недавно сданные. «Всего проектов» выше — счёт всех проектов застройщика; числа могут различаться.',
  },
  zh: {
    allPurposes: '全部',
    allNeedsNoPlace: '数据服务每次只能按一种用途筛选地点：请选择出售或出租。',
    placeFilter: '按地点筛选，例如 迪拜码头',
    noFilteredListings: '该中介没有符合这些筛选条件的房源。',
    developerCounts: { projects: { other: '{count} 个项目' }, listings: { other: '{count} 条房源' } },
    noDeveloperRecord: '数据服务没有该开发商的资料；其项目和房源如下。',
    agencyDescriptionEnglish: '数据服务仅提供英文的中介简介。',
    newProjectsNote:
      '数据服务列为新项目的项目：期房和新近竣工项目。上方的“项目总数”是开发商全部项目的计数，两者可能不同。',
  },
};
