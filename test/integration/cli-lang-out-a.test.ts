// The commands that printed English glued in code now speak their --lang: watch, notes, alerts, saved, compare
// boards, brand, the client report's table and files, the refusals that name a kind, and the operation commands (the
// --all-pages plan, its warnings, the "N of M results" line, the cells of their table). Hindi groups figures the
// Indian way (a month's quota of 1,250,000 requests is 12,50,000); English stays as it was.
import { describe, expect, it } from 'vitest';
import { testMarket } from '../support/demo-fixture';
import { quotaDemoCli } from '../support/quota-demo-cli';

/** Each folder its own workspace and cache. */
const { run, path } = quotaDemoCli('aqar-cli-lang-out-a-');

const agency = () => testMarket().agencies[3]!.name;
const place = 'Business Bay';

describe('aqar watch, notes and alerts --lang', () => {
  it('in Arabic: watch add and list, notes added and listed, worded in Arabic', async () => {
    const added = await run('watch-ar', 'watch', 'add', '--agency', agency(), '--lang', 'ar');
    expect(added.code, added.err).toBe(0);
    expect(added.out).toMatch(/^تجري متابعة الوكالة .+؛ لا لقطات حتى الآن\.$/m);
    const list = await run('watch-ar', 'watch', 'list', '--lang', 'ar');
    expect(list.code, list.err).toBe(0);
    // The Arabic headers, the columns in the English table's order (the name first).
    expect(list.out.split('\n')[0]).toMatch(/^الاسم\s+العنصر\s+النوع\s+المعرّف\s+اللقطات/);
    expect(list.out).toContain('الوكالة');
    expect(list.out).not.toMatch(/last snapshot|agency/);

    const note = await run('watch-ar', 'notes', 'add', '--agency', '100559', '--text', 'x', '--lang', 'ar');
    expect(note.code, note.err).toBe(0);
    expect(note.out).toMatch(/^أُضيفت الملاحظة .*1.* على الوكالة .*100559.*\.$/m);
    const notes = await run('watch-ar', 'notes', 'list', '--lang', 'ar');
    expect(notes.out.split('\n')[0]).toMatch(/^الرقم\s+على\s+الكاتب/);
    expect(notes.out).toContain('أنت');
  });

  it('in Hindi: an alert rule in words with its price in Indian grouping; English as before', async () => {
    expect((await run('alerts-hi', 'watch', 'add', '--agency', agency())).code).toBe(0);
    const hi = await run(
      'alerts-hi',
      'alerts',
      'add',
      '--agency',
      agency(),
      '--new-listings',
      '--max-price',
      '2500000',
      '--lang',
      'hi',
    );
    expect(hi.code, hi.err).toBe(0);
    expect(hi.out).toMatch(/अलर्ट 1 सेट: .*नई लिस्टिंग \(अधिकतम AED 25,00,000; किराया प्रति वर्ष गिना जाता है\)।/);
    expect(hi.out).toContain('अलर्ट अपना कोई अनुरोध खर्च नहीं करते');
    expect(hi.out).not.toMatch(/2,500,000|request\(s\)/);
    const list = await run('alerts-hi', 'alerts', 'list', '--lang', 'hi');
    expect(list.out.split('\n')[0]).toMatch(/^नाम\s+नियम\s+आइटम/);
    const en = await run('alerts-hi', 'alerts', 'remove', '--rule', '1');
    expect(en.out).toBe('Alert 1 removed; what it found stays in the inbox.\n');
    const bad = await run('alerts-hi', 'alerts', 'list', '--lang', 'xx');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^aqar: .*--lang/m);
  });
});

describe('aqar saved, compare board and brand --lang', () => {
  it('in Hindi: a saved search added, listed and exported, worded in Hindi', async () => {
    const added = await run(
      'saved-hi',
      'saved',
      'add',
      'BB firms',
      '--lang',
      'hi',
      '--',
      'agency-search',
      '--location',
      place,
    );
    expect(added.code, added.err).toBe(0);
    expect(added.out).toMatch(/^"BB firms" सहेजी गई: agency-search --location "Business Bay"$/m);
    const list = await run('saved-hi', 'saved', 'list', '--lang', 'hi');
    expect(list.out.split('\n')[0]).toMatch(/^नाम\s+खोज\s+अंतिम रन \(UAE समय\)\s+परिणाम\s+नज़र में/);
    expect(list.out).toContain('नहीं');
    const exported = await run('saved-hi', 'saved', 'export', path('saved.json'), '--lang', 'hi');
    expect(exported.err).toMatch(/^1 सहेजी गई खोजें .*saved\.json में निर्यात की गईं।$/m);
    const refused = await run('saved-hi', 'saved', 'list', '--lang', 'xx');
    expect(refused.code).toBe(2);
  });

  it('in Arabic: a compare board saved and the brand shown, worded in Arabic', async () => {
    const pinned = await run('board-ar', 'compare', 'add', 'agency', '--name', agency());
    expect(pinned.code, pinned.err).toBe(0);
    const saved = await run('board-ar', 'compare', 'board', 'save', 'agency', '--name', 'B', '--lang', 'ar');
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(/^اللوحة .*1.* ".*B.*": عنصر مثبّت واحد من نوع وكالة\.$/m);
    const boards = await run('board-ar', 'compare', 'board', 'list', '--lang', 'ar');
    expect(boards.out.split('\n')[0]).toMatch(/^اللوحة\s+الاسم\s+النوع/);

    const set = await run('board-ar', 'brand', 'set', '--name', 'Sara', '--lang', 'ar');
    expect(set.code, set.err).toBe(0);
    const shown = await run('board-ar', 'brand', 'show', '--lang', 'ar');
    expect(shown.out).toMatch(/^الاسم: .*Sara/m);
    // The value is isolated for bidi as every argument in an Arabic sentence.
    expect(shown.out).toMatch(/^الشعار: \u2068لا يوجد\u2069$/m);
  });
});

describe('aqar report list and history --lang', () => {
  it("in Hindi: the kept report's headers in Hindi, its central estimate in Indian grouping", async () => {
    const kept = await run(
      'report-hi',
      'report',
      'cma',
      '--location',
      place,
      '--purpose',
      'for-sale',
      '--beds',
      '2',
      '--size',
      '1200',
      '--keep',
    );
    expect(kept.code, kept.err).toBe(0);
    expect(kept.err).toMatch(/^Kept as report 1 /m);
    const list = await run('report-hi', 'report', 'list', '--lang', 'hi');
    expect(list.code, list.err).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^रिपोर्ट\s+नाम\s+संस्करण\s+गणना \(UAE समय\)\s+केंद्रीय अनुमान \(AED\)/);
    // A sale's central estimate in the millions: 24,13,536 in Hindi, never 2,413,536.
    expect(list.out).toMatch(/\s\d{1,2},\d{2},\d{3}\s/);
    expect(list.out).not.toMatch(/\s\d{1,3},\d{3},\d{3}\s/);
    const history = await run('report-hi', 'report', 'history', '--id', '1', '--lang', 'hi');
    expect(history.out.split('\n')[0]).toMatch(/^संस्करण\s+डेटा इस समय तक/);
    expect(history.out).toMatch(/उच्च|मध्यम|निम्न|कोई अनुमान नहीं/);
    const removed = await run('report-hi', 'report', 'remove', '--id', '7', '--lang', 'hi');
    expect(removed.out).toBe('कोई रखी गई रिपोर्ट 7 नहीं है।\n');

    // The comparables table and the estimate in Hindi (--lang no longer only for --pdf), figures grouped the Indian way.
    const shown = await run('report-hi', 'report', 'show', '--id', '1', '--lang', 'hi');
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out.split('\n')[0]).toMatch(/^शामिल\s+स्रोत\s+Id\s+तारीख\s+स्थान\s+बेडरूम \(0 = स्टूडियो\)/);
    expect(shown.out).toMatch(/^अनुमान: AED \d{1,2},\d{2},\d{3} \(निम्न\), /m);
    expect(shown.out).not.toMatch(/Included|Transaction|Estimate|\d,\d{3},\d{3}/);
    // Its CSV in Arabic, English without --lang as it always was.
    const subject = ['--location', place, '--purpose', 'for-sale', '--beds', '2', '--size', '1200', '--offline'];
    const ar = await run('report-hi', 'report', 'cma', ...subject, '--csv', '-', '--lang', 'ar');
    expect(ar.code, ar.err).toBe(0);
    expect(ar.out.split('\r\n')[0]).toMatch(/^\ufeffمشمولة,المصدر,الرقم,التاريخ,/);
    expect(ar.out).toContain(',صفقة,');
    const en = await run('report-hi', 'report', 'cma', ...subject, '--csv', '-');
    expect(en.out.split('\r\n')[0]).toMatch(/^\ufeffIncluded,Source,Id,Date,Place,Bedrooms \(0 = studio\),/);
  });
});

describe('the kind a refusal names, in the language of --lang', () => {
  it('in Arabic and Hindi: compare, history, alerts and watch name the kind in their words; English as before', async () => {
    const ar = await run('kinds', 'compare', 'show', 'listing', '--lang', 'ar');
    expect(ar.out).toBe('لا شيء مثبّت من العقارات، فلا شيء للمقارنة.\n');
    const en = await run('kinds', 'compare', 'show', 'listing');
    expect(en.out).toBe('No listing is pinned, so there is nothing to compare.\n');
    const byName = await run('kinds', 'compare', 'add', 'project', '--name', 'x', '--lang', 'hi');
    expect(byName.code).toBe(2);
    expect(byName.err).toMatch(/^aqar: .*प्रोजेक्ट की id दें।$/m);
    const board = await run('kinds', 'compare', 'board', 'save', 'agency', '--name', 'B', '--lang', 'hi');
    expect(board.err).toMatch(/^aqar: तुलना के लिए कोई एजेंसी पिन नहीं है: /m);
    const history = await run('kinds', 'history', '--saved', 'Nobody', '--lang', 'ar');
    expect(history.err).toMatch(/^aqar: .*من نوع بحث محفوظ /m);
    const alert = await run('kinds', 'alerts', 'add', '--agency', 'Nobody', '--new-listings', '--lang', 'hi');
    expect(alert.err).toMatch(/^aqar: निगरानी वाले एजेंसियों में से कोई भी .*aqar watch add --agency NAME/m);
    const noSuch = await run('kinds', 'watch', 'add', '--agency', '99999999', '--lang', 'ar');
    expect(noSuch.code).not.toBe(0);
    expect(noSuch.err).toMatch(/^aqar: المعرّف .*99999999.* لا يخص أي وكالة: /m);
    // The refusal's own line names no kind in English (the usage lines after it are --help's, in English).
    const refusal = (err: string) => err.split('\n').find((line) => line.startsWith('aqar: '))!;
    for (const said of [ar.out, ...[byName, board, history, alert, noSuch].map((r) => refusal(r.err))]) {
      expect(said.replace(/--agency NAME/, '')).not.toMatch(/\b(listing|project|agency|saved)\b/);
    }
  });
});

describe('aqar <operation> --lang', () => {
  it('in Hindi: the --all-pages plan with the month quota in Indian grouping, the missing pages worded', async () => {
    const hi = await run(
      'op-hi',
      'agency-search',
      '--location',
      place,
      '--all-pages',
      '--max-pages',
      '2',
      '--lang',
      'hi',
    );
    expect(hi.code, hi.err).toBe(0);
    expect(hi.err).toMatch(/पेज पर [\d,]+ परिणाम; पेज 1 में 1 अनुरोध लगे; /);
    expect(hi.err).toMatch(/इस महीने बचे 12,4\d,\d{3} में से \d+%/);
    expect(hi.err).toMatch(/^[\d,]+ में से [\d,]+ परिणाम \(लाइव, UAE समय .+ पर लाया गया\)$/m);
    expect(hi.err).not.toMatch(/result\(s\)|requests?\b/);
    // Offline, the pages not fetched above are missing: said in Hindi, and as the exit's reason.
    const offlineHi = ['agency-search', '--location', place, '--all-pages', '--offline', '--lang', 'hi'];
    const offline = await run('op-hi', ...offlineHi);
    expect(offline.code).not.toBe(0);
    expect(offline.err).toMatch(/ऑफ़लाइन कैश में नहीं हैं \(पेज 3–\d+\); बाकी 2 पेज की पंक्तियाँ दी गई हैं।/);
    expect(offline.err).not.toMatch(/offline cache|rows of the other/);
    const json = await run('op-hi', ...offlineHi, '--json');
    // --json keeps its warnings in English whatever --lang says.
    expect(JSON.parse(json.out).warnings.join(' ')).toMatch(/not in the offline cache/);
  });

  it('in Hindi and Arabic: the table of results headed and figured in the language', async () => {
    const search = ['search-property', '--purpose', 'for-sale', '--location', place];
    const hi = await run('op-grid', ...search, '--lang', 'hi');
    expect(hi.code, hi.err).toBe(0);
    expect(hi.out.split('\n')[0]).toMatch(/^शीर्षक\s+स्थान\s+कीमत \(AED\)/);
    // Prices of a million and more in Indian grouping (12,50,000), never 1,250,000.
    expect(hi.out).toMatch(/\s\d{1,2},\d{2},\d{2},\d{3}\s|\s\d{1,2},\d{2},\d{3}\s/);
    expect(hi.out).not.toMatch(/\s\d{1,3},\d{3},\d{3}\s/);
    const ar = await run('op-grid', ...search, '--offline', '--lang', 'ar');
    expect(ar.out.split('\n')[0]).toMatch(/^العنوان\s+/);
    const en = await run('op-grid', ...search, '--offline');
    expect(en.out.split('\n')[0]).toMatch(/^Title\s+Place\s+Price \(AED\)/);
    expect(en.out).toMatch(/\s\d{1,3},\d{3},\d{3}\s/);
    const none = await run('op-grid', ...search, '--price-min', '999999999', '--lang', 'hi');
    expect(none.out).toBe('(कोई परिणाम नहीं)\n');
  });

  it('refuses a --lang that is not an interface language, before any request', async () => {
    const bad = await run('op-bad', 'agency-search', '--location', place, '--lang', 'fr');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^aqar: .*--lang.*en, ar, ru, zh, hi/m);
  });
});
