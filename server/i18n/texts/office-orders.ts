import type { Localized } from '../../db/schema';

/** Texts of the back office's orders, refunds, dashboard and content. */
export const officeOrdersTexts = {
  officeDateRange: {
    en: 'The end date must be on or after the start date',
    ms: 'Tarikh akhir mestilah pada atau selepas tarikh mula',
    zh: '结束日期不能早于开始日期',
  },
  officeRangeTooLong: {
    en: 'Choose at most {days} days',
    ms: 'Pilih tidak lebih daripada {days} hari',
    zh: '最多选择 {days} 天',
  },
  officeBannerTitleEn: {
    en: 'Enter the title in English',
    ms: 'Masukkan tajuk dalam bahasa Inggeris',
    zh: '请输入英文标题',
  },
  officeBannerTitleMs: {
    en: 'Enter the title in Malay',
    ms: 'Masukkan tajuk dalam bahasa Melayu',
    zh: '请输入马来文标题',
  },
  officeBannerTitleZh: {
    en: 'Enter the title in Chinese',
    ms: 'Masukkan tajuk dalam bahasa Cina',
    zh: '请输入中文标题',
  },
  officeBannerImage: {
    en: 'Upload a picture for the banner',
    ms: 'Muat naik gambar untuk sepanduk',
    zh: '请上传横幅图片',
  },
  officeBannerTarget: {
    en: 'Say where the banner leads',
    ms: 'Nyatakan ke mana sepanduk ini membawa',
    zh: '请填写横幅的跳转目标',
  },
} satisfies Record<string, Localized>;
