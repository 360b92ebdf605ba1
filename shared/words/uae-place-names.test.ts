// Pins the well-known places' names: found from their English name however it is cased or spelled, null otherwise.
import { describe, expect, it } from 'vitest';
import { knownPlaceName } from './uae-place-names';

describe('knownPlaceName', () => {
  it('names the emirates and their main cities in every language', () => {
    expect(knownPlaceName('Abu Dhabi', 'ar')).toBe('أبوظبي');
    expect(knownPlaceName(' sharjah ', 'ru')).toBe('Шарджа');
    expect(knownPlaceName('Umm Al-Quwain', 'zh')).toBe('乌姆盖万');
    expect(knownPlaceName('Al Ain', 'en')).toBe('Al Ain');
  });

  it('knows no other place', () => {
    expect(knownPlaceName('Al Falah', 'ar')).toBeNull();
    expect(knownPlaceName('', 'ar')).toBeNull();
  });
});
