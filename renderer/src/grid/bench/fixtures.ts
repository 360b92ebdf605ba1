// Deterministic, plausible listings for the grid benchmark page and its screenshots: real UAE place names in the
// four languages, AED prices by place and type, every column populated (with the gaps real data has).
import type { DataLang, Localized } from '#shared/domain/lang';
import type { ListingSummary, PlaceRef } from '#shared/domain/listing';

type Names = Record<DataLang, string>;

const CITY: Names = { en: 'Dubai', ar: 'دبي', ru: 'Дубай', zh: '迪拜' };

/** Community, a building in it, and the community's typical AED per sq ft. */
const PLACES: readonly { community: Names; building: Names; psf: number }[] = [
  {
    community: { en: 'Dubai Marina', ar: 'دبي مارينا', ru: 'Дубай Марина', zh: '迪拜码头' },
    building: { en: 'Marina Gate 1', ar: 'مارينا جيت 1', ru: 'Марина Гейт 1', zh: '码头之门1号' },
    psf: 1850,
  },
  {
    community: { en: 'Downtown Dubai', ar: 'وسط مدينة دبي', ru: 'Даунтаун Дубай', zh: '迪拜市中心' },
    building: { en: 'Address Downtown', ar: 'العنوان وسط المدينة', ru: 'Адрес Даунтаун', zh: '市中心地址酒店' },
    psf: 2600,
  },
  {
    community: { en: 'Palm Jumeirah', ar: 'نخلة جميرا', ru: 'Пальма Джумейра', zh: '朱美拉棕榈岛' },
    building: { en: 'FIVE Palm Jumeirah', ar: 'فايف نخلة جميرا', ru: 'Файв Палм Джумейра', zh: 'FIVE朱美拉棕榈岛酒店' },
    psf: 3100,
  },
  {
    community: { en: 'Jumeirah Lake Towers', ar: 'أبراج بحيرات جميرا', ru: 'Джумейра Лейк Тауэрс', zh: '朱美拉湖塔' },
    building: { en: 'Lake Terrace', ar: 'ليك تيراس', ru: 'Лейк Террас', zh: '湖景露台' },
    psf: 1250,
  },
  {
    community: {
      en: 'Jumeirah Village Circle',
      ar: 'قرية جميرا الدائرية',
      ru: 'Джумейра Вилладж Серкл',
      zh: '朱美拉环形村',
    },
    building: { en: 'Bloom Towers', ar: 'أبراج بلوم', ru: 'Блум Тауэрс', zh: '布鲁姆大厦' },
    psf: 1050,
  },
  {
    community: { en: 'Business Bay', ar: 'الخليج التجاري', ru: 'Бизнес-Бэй', zh: '商业湾' },
    building: { en: 'Executive Towers', ar: 'إكزكتيف تاورز', ru: 'Экзекьютив Тауэрс', zh: '行政大厦' },
    psf: 1700,
  },
  {
    community: { en: 'Arabian Ranches', ar: 'المرابع العربية', ru: 'Арабиан Ранчес', zh: '阿拉伯牧场' },
    building: { en: 'Saheel', ar: 'سهيل', ru: 'Сахиль', zh: '萨希尔' },
    psf: 1400,
  },
];

const TYPES: readonly { slug: string; word: Names; rooms: readonly number[]; size: number }[] = [
  {
    slug: 'apartments',
    word: { en: 'Apartment', ar: 'شقة', ru: 'Квартира', zh: '公寓' },
    rooms: [0, 1, 2, 3],
    size: 520,
  },
  { slug: 'villas', word: { en: 'Villa', ar: 'فيلا', ru: 'Вилла', zh: '别墅' }, rooms: [3, 4, 5, 6], size: 900 },
  {
    slug: 'townhouses',
    word: { en: 'Townhouse', ar: 'تاون هاوس', ru: 'Таунхаус', zh: '联排别墅' },
    rooms: [2, 3, 4],
    size: 780,
  },
  {
    slug: 'penthouse',
    word: { en: 'Penthouse', ar: 'بنتهاوس', ru: 'Пентхаус', zh: '顶层公寓' },
    rooms: [3, 4, 5],
    size: 1100,
  },
];

const ADJECTIVES: readonly Names[] = [
  { en: 'Sea view', ar: 'إطلالة بحرية', ru: 'Вид на море', zh: '海景' },
  { en: 'Upgraded', ar: 'مُجدَّدة', ru: 'С ремонтом', zh: '精装修' },
  { en: 'Vacant on transfer', ar: 'شاغرة عند النقل', ru: 'Свободна при передаче', zh: '过户即空置' },
  { en: 'High floor', ar: 'طابق مرتفع', ru: 'Высокий этаж', zh: '高楼层' },
  { en: 'Corner unit', ar: 'وحدة زاوية', ru: 'Угловой лот', zh: '转角单位' },
];

const AGENCIES: readonly Names[] = [
  { en: 'Gulf Crest Realty', ar: 'جلف كرست العقارية', ru: 'Gulf Crest Realty', zh: 'Gulf Crest 地产' },
  { en: 'Marina Keys Properties', ar: 'مارينا كيز للعقارات', ru: 'Marina Keys Properties', zh: 'Marina Keys 房产' },
  { en: 'Desert Rose Homes', ar: 'ديزرت روز هومز', ru: 'Desert Rose Homes', zh: 'Desert Rose 家园' },
  { en: 'Al Noor Real Estate', ar: 'النور للعقارات', ru: 'Al Noor Real Estate', zh: 'Al Noor 房地产' },
];

const AGENTS: readonly Names[] = [
  { en: 'Omar Haddad', ar: 'عمر حداد', ru: 'Омар Хаддад', zh: 'Omar Haddad' },
  { en: 'Priya Nair', ar: 'بريا ناير', ru: 'Прия Наир', zh: 'Priya Nair' },
  { en: 'Elena Sokolova', ar: 'إيلينا سوكولوفا', ru: 'Елена Соколова', zh: 'Elena Sokolova' },
  { en: 'Li Wei', ar: 'لي وي', ru: 'Ли Вэй', zh: '李伟' },
  { en: 'Fatima Al Mansouri', ar: 'فاطمة المنصوري', ru: 'Фатима Аль Мансури', zh: 'Fatima Al Mansouri' },
];

const FURNISHING = ['furnished', 'unfurnished', null] as const;
const FREQUENCIES = ['yearly', 'yearly', 'monthly'] as const;

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], r: () => number): T {
  return items[Math.floor(r() * items.length)]!;
}

function roomsText(rooms: number, lang: DataLang): string {
  if (rooms === 0) return { en: 'Studio', ar: 'استوديو', ru: 'Студия', zh: '开间' }[lang];
  return { en: `${rooms} BR`, ar: `${rooms} غرف`, ru: `${rooms}-спальн.`, zh: `${rooms}居室` }[lang];
}

function title(adjective: Names, rooms: number, type: Names, place: Names): Localized {
  return {
    en: `${adjective.en} | ${roomsText(rooms, 'en')} ${type.en} in ${place.en}`,
    ar: `${adjective.ar} | ${type.ar} ${roomsText(rooms, 'ar')} في ${place.ar}`,
    ru: `${adjective.ru} | ${type.ru}, ${roomsText(rooms, 'ru')}, ${place.ru}`,
    zh: `${adjective.zh} | ${place.zh}${roomsText(rooms, 'zh')}${type.zh}`,
  };
}

/** `count` listings named in `lang`, ids `L{start}`, `L{start+1}` … */
export function generateListings(count: number, lang: DataLang, start = 0, seed = 7): ListingSummary[] {
  const r = random(seed + start * 31);
  const now = Date.UTC(2026, 0, 15);
  const out: ListingSummary[] = new Array<ListingSummary>(count);
  for (let i = 0; i < count; i++) {
    const place = pick(PLACES, r);
    const type = pick(TYPES, r);
    const rooms = pick(type.rooms, r);
    const forRent = r() < 0.4;
    const area = Math.round(type.size * (0.7 + rooms * 0.55) * (0.8 + r() * 0.5));
    const sale = Math.round((area * place.psf * (0.8 + r() * 0.45)) / 1000) * 1000;
    const price = forRent ? Math.round((sale * 0.065) / 500) * 500 : sale;
    const known = r() > 0.04;
    const agency = pick(AGENCIES, r);
    const agent = pick(AGENTS, r);
    const offPlan = r() < 0.25;
    const trail: PlaceRef[] = [
      { externalID: '2', name: CITY[lang] },
      { externalID: `c${PLACES.indexOf(place)}`, name: place.community[lang] },
      { externalID: `b${PLACES.indexOf(place)}`, name: place.building[lang] },
    ];
    const id = start + i;
    out[i] = {
      externalID: `L${id}`,
      title: title(pick(ADJECTIVES, r), rooms, type.word, place.community),
      purpose: forRent ? 'for-rent' : 'for-sale',
      price,
      currency: 'AED',
      rentFrequency: forRent ? pick(FREQUENCIES, r) : null,
      rooms,
      baths: Math.max(1, rooms + (r() < 0.5 ? 0 : 1)),
      areaSqft: known ? area : null,
      pricePerSqft: known ? Math.round((price / area) * 100) / 100 : null,
      coverPhotoUrl: null,
      location: r() < 0.15 ? trail.slice(0, 2) : trail,
      agency: { externalID: `A${AGENCIES.indexOf(agency)}`, name: agency[lang], logoUrl: null },
      agent: r() < 0.9 ? { externalID: `P${AGENTS.indexOf(agent)}`, name: agent[lang] } : null,
      contactName: agent[lang],
      amenities: [],
      isVerified: r() < 0.55,
      completionStatus: offPlan ? 'under-construction' : 'completed',
      furnishingStatus: forRent ? pick(FURNISHING, r) : null,
      propertyType: type.slug,
      hasVideo: null,
      has360Tour: null,
      hasFloorPlan: null,
      createdAt: new Date(now - Math.floor(r() * 400) * 86_400_000 - Math.floor(r() * 86_400_000)).toISOString(),
      updatedAt: null,
    };
  }
  return out;
}
