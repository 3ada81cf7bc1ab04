/** Texts of the back office's workshops: hours, slot grid, closures, public holidays. */
export const officeWorkshopsTexts = {
  officeTime: { en: 'Enter a time as HH:MM', ms: 'Masukkan masa sebagai JJ:MM', zh: '请按 HH:MM 格式输入时间' },
  officeHoursOrder: {
    en: 'Closing time must be after opening time',
    ms: 'Masa tutup mestilah selepas masa buka',
    zh: '打烊时间必须晚于开门时间',
  },
  officeWeekdays: {
    en: 'Give the hours of each weekday once',
    ms: 'Berikan waktu setiap hari sekali sahaja',
    zh: '每个星期几的营业时间只能填写一次',
  },
  officeCapacity: {
    en: 'Places per hour: a whole number from 0 to 50',
    ms: 'Tempat sejam: nombor bulat dari 0 hingga 50',
    zh: '每小时名额：0 到 50 的整数',
  },
  officeHoursBooked: {
    en: '{booked} appointment(s) are booked on {date} at {slot}. Move them before closing that hour',
    ms: '{booked} temujanji telah ditempah pada {date} jam {slot}. Pindahkannya sebelum menutup waktu itu',
    zh: '{date} {slot} 已有 {booked} 个预约，请先改期再关闭该时段',
  },
  officeCapacityBelowBooked: {
    en: '{booked} appointment(s) are booked on {date} at {slot}: places for that hour cannot go below {booked}',
    ms: '{booked} temujanji telah ditempah pada {date} jam {slot}: tempat untuk waktu itu tidak boleh kurang daripada {booked}',
    zh: '{date} {slot} 已有 {booked} 个预约：该时段名额不能少于 {booked}',
  },
  officeClosureReason: {
    en: 'Enter a reason (up to 200 characters)',
    ms: 'Masukkan sebab (sehingga 200 aksara)',
    zh: '请填写原因（最多 200 字）',
  },
  officeDateOrder: {
    en: 'The last day must be on or after the first day',
    ms: 'Hari terakhir mestilah sama atau selepas hari pertama',
    zh: '结束日期不能早于开始日期',
  },
  officeClosurePast: {
    en: 'Those days have passed: choose today or a later date',
    ms: 'Hari-hari itu telah berlalu: pilih hari ini atau tarikh kemudian',
    zh: '这些日期已过，请选择今天或之后的日期',
  },
  officeClosureBooked: {
    en: '{booked} appointment(s) are booked on those days (the first on {date}). Move them before closing the store',
    ms: '{booked} temujanji telah ditempah pada hari-hari itu (yang pertama pada {date}). Pindahkannya sebelum menutup kedai',
    zh: '这些日期已有 {booked} 个预约（最早在 {date}），请先改期再停业',
  },
  officeHolidayName: {
    en: 'Enter the holiday’s name in English, Malay and Chinese',
    ms: 'Masukkan nama cuti dalam bahasa Inggeris, Melayu dan Cina',
    zh: '请填写假期的英文、马来文和中文名称',
  },
  officeStoreName: {
    en: 'Enter the store’s name (up to 80 characters)',
    ms: 'Masukkan nama kedai (sehingga 80 aksara)',
    zh: '请填写门店名称（最多 80 字）',
  },
  officeStoreAddress: {
    en: 'Enter the street address (up to 200 characters)',
    ms: 'Masukkan alamat jalan (sehingga 200 aksara)',
    zh: '请填写街道地址（最多 200 字）',
  },
  officeStorePostcode: {
    en: 'A postcode has 5 digits, e.g. 46100',
    ms: 'Poskod mempunyai 5 digit, cth. 46100',
    zh: '邮编为 5 位数字，例如 46100',
  },
  officeStoreCity: {
    en: 'Enter the city or town (up to 60 characters)',
    ms: 'Masukkan bandar atau pekan (sehingga 60 aksara)',
    zh: '请填写城市或城镇（最多 60 字）',
  },
  officeStoreState: {
    en: 'Choose one of Malaysia’s states or federal territories',
    ms: 'Pilih salah satu negeri atau wilayah persekutuan Malaysia',
    zh: '请选择马来西亚的州或联邦直辖区',
  },
  officeStorePhone: {
    en: 'Enter a Malaysian phone number, e.g. 03-7880 1426, 012-345 6789 or 1300-88-1234',
    ms: 'Masukkan nombor telefon Malaysia, cth. 03-7880 1426, 012-345 6789 atau 1300-88-1234',
    zh: '请填写马来西亚电话号码，例如 03-7880 1426、012-345 6789 或 1300-88-1234',
  },
  officeLatitude: {
    en: 'Latitude in Malaysia is between 0.8 and 7.5 (e.g. 3.0905)',
    ms: 'Latitud di Malaysia antara 0.8 dan 7.5 (cth. 3.0905)',
    zh: '马来西亚的纬度在 0.8 到 7.5 之间（例如 3.0905）',
  },
  officeLongitude: {
    en: 'Longitude in Malaysia is between 99.5 and 119.5 (e.g. 101.6392)',
    ms: 'Longitud di Malaysia antara 99.5 dan 119.5 (cth. 101.6392)',
    zh: '马来西亚的经度在 99.5 到 119.5 之间（例如 101.6392）',
  },
  officeStoreCode: {
    en: 'A store code has capital letters, digits and dashes, up to 20 (e.g. WS-SEL-008)',
    ms: 'Kod kedai mengandungi huruf besar, digit dan sempang, sehingga 20 (cth. WS-SEL-008)',
    zh: '门店代码由大写字母、数字和连字符组成，最多 20 个字符（例如 WS-SEL-008）',
  },
  officeStoreCodeTaken: {
    en: 'Another store already has the code {code}. Choose another code',
    ms: 'Kedai lain sudah menggunakan kod {code}. Pilih kod lain',
    zh: '已有门店使用代码 {code}，请换一个代码',
  },
  officeStateHolidayBooked: {
    en: 'An appointment is booked on {date}, a public holiday in {state}. Move it before changing the state',
    ms: 'Satu temujanji telah ditempah pada {date}, cuti umum di {state}. Pindahkannya sebelum menukar negeri',
    zh: '{date} 已有预约，而该日是{state}的公共假期，请先改期再更改所在州',
  },
};
