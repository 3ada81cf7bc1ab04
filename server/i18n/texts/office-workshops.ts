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
};
