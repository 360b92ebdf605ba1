// Terms the service sends in English read in the interface language where the catalogue knows them, as sent where not.
import { describe, expect, it } from 'vitest';
import '../messages/all-languages';
import { amenityName, licenceAuthorityName, photoCaption, specializationName } from './service-terms';

describe('service terms', () => {
  it('names a known amenity in each language, whatever the case the service sent', () => {
    expect(amenityName('Balcony', 'ar')).toBe('شرفة');
    expect(amenityName('shared pool', 'ru')).toBe('Общий бассейн');
    expect(amenityName(' SHARED POOL ', 'en')).toBe('Shared Pool');
    expect(amenityName('Balcony', 'en')).toBe('Balcony');
    expect(amenityName("Children's Play Area", 'hi')).toBe('बच्चों का खेल क्षेत्र');
    expect(amenityName('Central A/C', 'zh')).toBe('中央空调');
  });

  it('keeps a term it does not know as the service sent it, prototype names included', () => {
    expect(amenityName('Helipad', 'zh')).toBe('Helipad');
    expect(amenityName('constructor', 'ar')).toBe('constructor');
    expect(photoCaption('Rooftop terrace', 'ru')).toBe('Rooftop terrace');
  });

  it('names specialisations, licence authorities and captions', () => {
    expect(specializationName('Off-plan', 'ar')).toBe('على الخارطة');
    expect(licenceAuthorityName('Dubai Land Department (RERA)', 'zh')).toBe('迪拜土地局（RERA）');
    expect(photoCaption('2D floor plan', 'ar')).toBe('مخطط ثنائي الأبعاد');
  });
});
