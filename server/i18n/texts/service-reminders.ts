import type { Localized } from '../../db/schema';

/** Texts of the garage's service reminders: the form's refusals and the notices. */
export const serviceRemindersTexts = {
  serviceMileageWhole: {
    en: 'Mileage is a whole number of kilometres above 0',
    ms: 'Perbatuan mestilah nombor bulat kilometer melebihi 0',
    zh: '里程必须是大于 0 的整数公里数',
  },
  serviceDatePast: {
    en: 'The next service date cannot be in the past',
    ms: 'Tarikh servis seterusnya tidak boleh pada masa lalu',
    zh: '下次保养日期不能早于今天',
  },
  serviceMileageNotAbove: {
    en: 'The service due mileage must be above the current mileage',
    ms: 'Perbatuan servis mesti melebihi perbatuan semasa',
    zh: '保养里程必须高于当前里程',
  },
  /** Ends a marketing SMS (a service reminder): how to stop them (docs/product.md#marketing-consent). */
  marketingSmsStop: {
    en: 'To stop offers by SMS: Me > Notifications.',
    ms: 'Untuk berhenti menerima tawaran melalui SMS: Saya > Notifikasi.',
    zh: '如不想再收到短信优惠：我的 > 通知。',
  },
  serviceWeekTitle: { en: 'Service due in a week', ms: 'Servis perlu dibuat dalam seminggu', zh: '一周后需要保养' },
  serviceWeekBody: {
    en: 'Your {car} ({plate}) is due for a service on {date}. Book it now to get the day you want.',
    ms: '{car} ({plate}) anda perlu diservis pada {date}. Tempah sekarang untuk mendapat hari pilihan anda.',
    zh: '您的 {car}（{plate}）将于 {date} 需要保养。现在预约，挑选您方便的日期。',
  },
  serviceDayTitle: { en: 'Service due today', ms: 'Servis perlu dibuat hari ini', zh: '今天需要保养' },
  serviceDayBody: {
    en: 'Your {car} ({plate}) is due for a service today, {date}. Book it in a few taps.',
    ms: '{car} ({plate}) anda perlu diservis hari ini, {date}. Tempah dengan beberapa ketikan.',
    zh: '您的 {car}（{plate}）今天（{date}）需要保养。轻点几下即可预约。',
  },
  serviceMileageTitle: { en: 'Service due soon', ms: 'Servis hampir tiba', zh: '即将需要保养' },
  serviceMileageBody: {
    en: 'Your {car} ({plate}) has done {current} km; its service is due at {due} km. Book it now.',
    ms: '{car} ({plate}) anda sudah mencapai {current} km; servisnya perlu dibuat pada {due} km. Tempah sekarang.',
    zh: '您的 {car}（{plate}）已行驶 {current} 公里，应在 {due} 公里时保养。现在就预约吧。',
  },
} satisfies Record<string, Localized>;
