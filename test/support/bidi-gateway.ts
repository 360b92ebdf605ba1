// A gateway whose text carries bidirectional controls: a title that would read "exe.png Villa" for "gnp.exe Villa",
// an agency name held in a right-to-left isolate, an agent name with a stray override. The CLI's and the app's tests
// of issue 33 (item 9) start the same one.
import { answerJson, startRecordingServer, type RecordingServer } from './recording-server';

export const HOSTILE_TITLE = '\u202Egnp.exe\u202C Villa';
export const SHOWN_TITLE = 'gnp.exe Villa';
export const HOSTILE_AGENCY = '\u2067Acme\u2069 \u202ERealty';
export const SHOWN_AGENCY = 'Acme Realty';

const listing = (i: number) => ({
  externalID: String(2_000_000 + i),
  title: { en: i === 0 ? HOSTILE_TITLE : `Flat ${i}`, ar: i === 0 ? HOSTILE_TITLE : `شقة ${i}` },
  purpose: 'for-sale',
  price: 1_500_000 + i * 1000,
  rooms: 2,
  baths: 2,
  area: 1200,
  location: [
    { name: 'UAE', externalID: '5001' },
    { name: 'Dubai', externalID: '5002' },
  ],
  agency: { name: HOSTILE_AGENCY, externalID: '77' },
  agent: { name: '\u202DSara\u202C', externalID: '88' },
  propertyType: 'villas',
  completionStatus: 'completed',
  description: { en: `${HOSTILE_TITLE}: a villa.` },
  createdAt: 1_700_000_000,
});

export function startBidiGateway(): Promise<RecordingServer> {
  const page = {
    success: true,
    data: { properties: Array.from({ length: 3 }, (_, i) => listing(i)), total: 3, page: 1, totalPages: 1 },
  };
  return startRecordingServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/property-details') return answerJson(200, { success: true, data: listing(0) })(req, res);
    if (path === '/autocomplete') return answerJson(200, { success: true, data: { locations: [] } })(req, res);
    return answerJson(200, page)(req, res);
  });
}
