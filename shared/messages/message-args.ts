// Written by `npm run messages` from catalogue/en.json: do not edit. The arguments each message takes.
import type { DateArg, TextArg } from './message-arg-types';

/* eslint-disable @typescript-eslint/no-empty-object-type -- a message without arguments takes {} */
export interface MessageArgs {
  'answer.outside': { outside: number; places: TextArg; total: number };
  'answer.outsideRequested': { outside: number; total: number };
  'answer.unseen': { count: number; ids: TextArg };
  'answer.unseenEmpty': { count: number; ids: TextArg };
  'answer.rejected': { count: number };
  'answer.rejectedBecause': { count: number; more: number; reasons: TextArg };
  'answer.pricePerArea': {
    advice: TextArg;
    bound: number;
    count: number;
    purpose: 'rent' | 'sale';
    side: 'above' | 'below';
    value: number;
  };
  'answer.areaPerBedroom': { advice: TextArg; bound: number; count: number; side: 'above' | 'below'; value: number };
  'answer.unitArea': { advice: TextArg; bound: number; count: number; value: number };
  'answer.adviceToSqm': { setting: TextArg };
  'answer.adviceToSqft': { setting: TextArg };
  'answer.adviceCheckUnit': { setting: TextArg };
  'answer.areaUnitSetting': {};
  'answer.savedInstead': { code: string; message: TextArg; when: DateArg };
  'compare.percentileSample': {
    from: DateArg;
    hasSpan: 'no' | 'yes';
    place: TextArg;
    thin: 'no' | 'yes';
    to: DateArg;
    transactions: number;
  };
  'compare.placeSample': {
    from: DateArg;
    hasSpan: 'no' | 'yes';
    outliers: number;
    pinned: 'no' | 'yes';
    rents: number;
    sales: number;
    scope: TextArg;
    to: DateArg;
  };
  'shell.appName': {};
  'shell.tagline': {};
  'shell.language': {};
  'shell.theme': {};
  'shell.themeSwitch': { to: 'dark' | 'light' };
  'place.type': { type: string };
  'value.years': { n: number };
  'said.asWritten': { text: TextArg };
  'answer.notSaved.diskFull': { free: TextArg; path: TextArg };
  'answer.notSaved.readOnly': { path: TextArg };
  'answer.notSaved.locked': { path: TextArg };
  'answer.notSaved.newerVersion': {};
  'answer.notSaved.other': { message: TextArg };
  'fetchAll.repeatedPages': { count: number; distinct: number; more: number; pages: TextArg; total: number };
  'market.nothingStoredOffline': { place: TextArg; purpose: 'rent' | 'sale' };
  'market.pagesMissing': { count: number; place: TextArg; purpose: 'rent' | 'sale' };
  'market.notCompleted': { place: TextArg; purpose: 'rent' | 'sale' };
  'market.pageCap': { from: DateArg; place: TextArg; purpose: 'rent' | 'sale' };
  'market.nothingStored': { place: TextArg; purpose: 'rent' | 'sale' };
  'market.heldFrom': { from: DateArg; place: TextArg; purpose: 'rent' | 'sale' };
  'market.asOf': { on: DateArg; place: TextArg; purpose: 'rent' | 'sale' };
  'market.unreadableListings': { count: number };
  'report.noListings': { place: TextArg };
  'report.tooFewComparables': { min: number };
  'sold.noHistory': { place: TextArg };
  'sold.noneGone': { place: TextArg };
  'sold.noTransactions': { place: TextArg };
  'radar.noListings': { place: TextArg; purpose: 'rent' | 'sale' };
  'radar.skipped': { count: number };
  'compare.pinUnreadable': { label: TextArg; reason: TextArg };
  'compare.pinNotJson': { label: TextArg };
  'compare.notRefreshed': { label: TextArg; reason: TextArg };
  'compare.noFreshAnswer': {};
  'compare.serviceFailed': {};
  'compare.leftOut': { label: TextArg };
  'export.missingPages': { count: number; pages: TextArg; total: number };
  'export.duplicates': { count: number };
  'export.filteredOut': { count: number };
  'snapshot.shortList': { operation: TextArg; read: number; rejected: number; reported: number };
}
