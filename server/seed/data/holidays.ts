import type { Localized } from './types';

/**
 * Malaysian public holidays of 2026 and 2027 (docs/decisions/018-back-office.md), seeded into
 * `public_holidays`. A row with `states: null` is federal: every store closes. Otherwise only the
 * stores of the listed states and federal territories (names as in
 * src/shared/lib/malaysia-areas.ts). The dates of the lunar and Islamic holidays are the expected
 * ones; the gazette may move a day (and adds replacement days when a holiday falls on a weekend):
 * the company corrects rows in the back office (Workshops, Public holidays).
 */
export interface HolidaySeed {
  date: string;
  states: string[] | null;
  name: Localized;
}

const name = (en: string, ms: string, zh: string): Localized => ({ en, ms, zh });

const N = {
  newYear: name("New Year's Day", 'Tahun Baru', '元旦'),
  cny: name('Chinese New Year', 'Tahun Baru Cina', '农历新年'),
  cny2: name('Chinese New Year (second day)', 'Tahun Baru Cina (hari kedua)', '农历新年（第二天）'),
  ftDay: name('Federal Territory Day', 'Hari Wilayah Persekutuan', '联邦直辖区日'),
  thaipusam: name('Thaipusam', 'Thaipusam', '大宝森节'),
  nuzul: name('Nuzul Al-Quran', 'Nuzul Al-Quran', '可兰经降世日'),
  raya: name('Hari Raya Aidilfitri', 'Hari Raya Aidilfitri', '开斋节'),
  raya2: name('Hari Raya Aidilfitri (second day)', 'Hari Raya Aidilfitri (hari kedua)', '开斋节（第二天）'),
  labour: name('Labour Day', 'Hari Pekerja', '劳动节'),
  haji: name('Hari Raya Haji', 'Hari Raya Haji', '哈芝节'),
  wesak: name('Wesak Day', 'Hari Wesak', '卫塞节'),
  agong: name("Yang di-Pertuan Agong's Birthday", 'Hari Keputeraan Yang di-Pertuan Agong', '最高元首诞辰'),
  muharram: name('Awal Muharram', 'Awal Muharram', '回历新年'),
  maulid: name("Prophet Muhammad's Birthday", 'Maulidur Rasul', '先知穆罕默德诞辰'),
  merdeka: name('National Day', 'Hari Kebangsaan', '国庆日'),
  malaysiaDay: name('Malaysia Day', 'Hari Malaysia', '马来西亚日'),
  deepavali: name('Deepavali', 'Deepavali', '屠妖节'),
  christmas: name('Christmas Day', 'Hari Krismas', '圣诞节'),
  ruler: name("State ruler's birthday", 'Hari Keputeraan Raja Negeri', '州统治者诞辰'),
  harvest: name('Harvest Festival', 'Pesta Kaamatan', '丰收节'),
  gawai: name('Gawai Dayak', 'Hari Gawai Dayak', '达雅丰收节'),
  sarawakDay: name('Sarawak Day', 'Hari Sarawak', '砂拉越日'),
  heritage: name('George Town World Heritage City Day', 'Hari Tapak Warisan Dunia George Town', '乔治市世界文化遗产日'),
  melaka: name('Melaka Historical City Day', 'Hari Perisytiharan Melaka Bandaraya Bersejarah', '马六甲历史城市日'),
};

const FT = ['Kuala Lumpur', 'Putrajaya', 'Labuan'];
const NEW_YEAR = [...FT, 'Selangor', 'Penang', 'Perak', 'Pahang', 'Negeri Sembilan', 'Melaka', 'Sabah', 'Sarawak', 'Johor'];
const THAIPUSAM = ['Kuala Lumpur', 'Putrajaya', 'Selangor', 'Penang', 'Perak', 'Johor', 'Negeri Sembilan', 'Kedah'];
const NUZUL = [...FT, 'Selangor', 'Penang', 'Perak', 'Pahang', 'Kedah', 'Kelantan', 'Terengganu', 'Perlis'];

type Row = [date: string, states: string[] | null, name: Localized];

const rows: Row[] = [
  // 2026
  ['2026-01-01', NEW_YEAR, N.newYear],
  ['2026-01-14', ['Negeri Sembilan'], N.ruler],
  ['2026-02-01', FT, N.ftDay],
  ['2026-02-01', THAIPUSAM, N.thaipusam],
  ['2026-02-17', null, N.cny],
  ['2026-02-18', null, N.cny2],
  ['2026-03-07', NUZUL, N.nuzul],
  ['2026-03-21', null, N.raya],
  ['2026-03-22', null, N.raya2],
  ['2026-03-23', ['Johor'], N.ruler],
  ['2026-04-15', ['Melaka'], N.melaka],
  ['2026-04-26', ['Terengganu'], N.ruler],
  ['2026-05-01', null, N.labour],
  ['2026-05-27', null, N.haji],
  ['2026-05-30', ['Sabah', 'Labuan'], N.harvest],
  ['2026-05-31', null, N.wesak],
  ['2026-06-01', null, N.agong],
  ['2026-06-01', ['Sarawak'], N.gawai],
  ['2026-06-02', ['Sarawak'], N.gawai],
  ['2026-06-17', null, N.muharram],
  ['2026-06-21', ['Kedah'], N.ruler],
  ['2026-07-07', ['Penang'], N.heritage],
  ['2026-07-17', ['Perlis'], N.ruler],
  ['2026-07-22', ['Sarawak'], N.sarawakDay],
  ['2026-07-30', ['Pahang'], N.ruler],
  ['2026-08-25', null, N.maulid],
  ['2026-08-31', null, N.merdeka],
  ['2026-09-16', null, N.malaysiaDay],
  ['2026-09-29', ['Kelantan'], N.ruler],
  ['2026-09-30', ['Kelantan'], N.ruler],
  ['2026-11-06', ['Perak'], N.ruler],
  ['2026-11-08', null, N.deepavali],
  ['2026-12-11', ['Selangor'], N.ruler],
  ['2026-12-25', null, N.christmas],
  // 2027
  ['2027-01-01', NEW_YEAR, N.newYear],
  ['2027-01-14', ['Negeri Sembilan'], N.ruler],
  ['2027-01-22', THAIPUSAM, N.thaipusam],
  ['2027-02-01', FT, N.ftDay],
  ['2027-02-06', null, N.cny],
  ['2027-02-07', null, N.cny2],
  ['2027-02-24', NUZUL, N.nuzul],
  ['2027-03-10', null, N.raya],
  ['2027-03-11', null, N.raya2],
  ['2027-03-23', ['Johor'], N.ruler],
  ['2027-04-15', ['Melaka'], N.melaka],
  ['2027-04-26', ['Terengganu'], N.ruler],
  ['2027-05-01', null, N.labour],
  ['2027-05-17', null, N.haji],
  ['2027-05-20', null, N.wesak],
  ['2027-05-30', ['Sabah', 'Labuan'], N.harvest],
  ['2027-06-01', ['Sarawak'], N.gawai],
  ['2027-06-02', ['Sarawak'], N.gawai],
  ['2027-06-06', null, N.muharram],
  ['2027-06-07', null, N.agong],
  ['2027-06-20', ['Kedah'], N.ruler],
  ['2027-07-07', ['Penang'], N.heritage],
  ['2027-07-17', ['Perlis'], N.ruler],
  ['2027-07-22', ['Sarawak'], N.sarawakDay],
  ['2027-07-30', ['Pahang'], N.ruler],
  ['2027-08-15', null, N.maulid],
  ['2027-08-31', null, N.merdeka],
  ['2027-09-16', null, N.malaysiaDay],
  ['2027-09-29', ['Kelantan'], N.ruler],
  ['2027-09-30', ['Kelantan'], N.ruler],
  ['2027-10-28', null, N.deepavali],
  ['2027-11-05', ['Perak'], N.ruler],
  ['2027-12-11', ['Selangor'], N.ruler],
  ['2027-12-25', null, N.christmas],
];

export const holidays: HolidaySeed[] = rows.map(([date, states, n]) => ({ date, states, name: n }));

/** One database row per state (a federal holiday is one row with state null). */
export const holidayRows = holidays.flatMap((h): { date: string; state: string | null; name: Localized }[] =>
  h.states === null
    ? [{ date: h.date, state: null, name: h.name }]
    : h.states.map((state) => ({ date: h.date, state, name: h.name })),
);
