// The listing searches behind the asking side of the gap are valid requests of the data service.
import { describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '#shared/data-service/operations';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));
const { askingRequests } = await import('./asking-actions');

describe('asking requests', () => {
  it('asks one listing search per place and purpose, with the category, rooms and completion', () => {
    const requests = askingRequests({
      places: [
        { id: '5002', name: 'Dubai Marina' },
        { id: '5006', name: 'Jumeirah Village Circle' },
      ],
      purpose: 'both',
      category: 'apartments',
      completion: 'ready',
      beds: [1, 5],
      period: '12m',
    });
    expect(requests).toHaveLength(4);
    expect(requests[0]).toEqual({
      operation: 'search-property',
      params: {
        purpose: 'for-sale',
        location_ids: ['5002'],
        property_type: ['apartments', 'penthouse', 'hotel-apartments'],
        rooms: [1, 5, 6, 7, 8, 9, 10],
        completion_status: 'completed',
      },
    });
    for (const r of requests) expect(OPERATIONS['search-property'].params.safeParse(r.params).success).toBe(true);
  });
});
