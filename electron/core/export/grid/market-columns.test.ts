// A project's bedrooms and types in an exported file read as in the grid, in the file's language: words, never the
// service's codes ("apartments; penthouse"), and an office tower's 0 is no studio.
import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/domain/project';
import { dataLangFor, type Lang } from '#shared/domain/lang';
import { PROJECT_CATALOG } from './market-columns';

const cell = (id: string, project: Partial<Project>, lang: Lang): unknown =>
  PROJECT_CATALOG.columns.find((c) => c.id === id)!.value(project as Project, { lang, dataLang: dataLangFor(lang) });

describe('the project export columns', () => {
  it('name the types and the bedrooms on offer in the file’s language', () => {
    const homes = { rooms: [2, 0, 1], propertyTypes: ['apartments', 'penthouse'] };
    expect(cell('propertyTypes', homes, 'en')).toBe('Apartment, Penthouse');
    expect(cell('roomsOffered', homes, 'en')).toBe('Studio, 1, 2');
    expect(cell('roomsOffered', homes, 'ar')).toBe('استوديو، 1، 2');
    expect(cell('propertyTypes', homes, 'ar')).not.toMatch(/[a-z]/);
    expect(cell('rooms', homes, 'en')).toBe(0);
  });

  it('give an office tower no studio', () => {
    const tower = { rooms: [0], propertyTypes: ['offices'] };
    expect(cell('roomsOffered', tower, 'en')).toBeNull();
    expect(cell('rooms', tower, 'en')).toBeNull();
    expect(cell('propertyTypes', tower, 'en')).toBe('Office');
  });
});
