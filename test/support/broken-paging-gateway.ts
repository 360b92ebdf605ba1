// A gateway whose paging is broken: every page number is answered with page 1 of "72 results on 3 pages", 24
// listings (titled in English and Arabic). The CLI's and the app's tests of it start the same one.
import { answerJson, startRecordingServer, type RecordingServer } from './recording-server';

const listing = (i: number) => ({
  externalID: String(1_000_000 + i),
  title: { en: `Flat ${i}`, ar: `شقة ${i}` },
  purpose: 'for-sale',
  price: 1_000_000 + i * 1000,
  rooms: 1,
  baths: 1,
  area: 800,
  location: [{ name: 'UAE' }, { name: 'Dubai' }],
  agency: { name: 'A' },
  completionStatus: 'completed',
  createdAt: 1_700_000_000,
});

const pageOne = {
  success: true,
  data: { properties: Array.from({ length: 24 }, (_, i) => listing(i)), total: 72, page: 1, totalPages: 3 },
};

export function startBrokenPagingGateway(): Promise<RecordingServer> {
  return startRecordingServer(answerJson(200, pageOne));
}
