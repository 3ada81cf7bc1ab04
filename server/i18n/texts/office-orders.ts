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
  officeBannerCategory: {
    en: 'Choose the category the banner opens',
    ms: 'Pilih kategori yang dibuka oleh sepanduk',
    zh: '请选择横幅打开的类别',
  },
  officeBannerProduct: {
    en: 'Enter the product’s number (digits only, as in its address in the back office)',
    ms: 'Masukkan nombor produk (angka sahaja, seperti dalam alamatnya di pejabat belakang)',
    zh: '请输入商品编号（仅数字，即后台中商品网址里的编号）',
  },
  officeBannerProductMissing: {
    en: 'No product has the number {id}',
    ms: 'Tiada produk dengan nombor {id}',
    zh: '没有编号为 {id} 的商品',
  },
  officeBannerPage: {
    en: 'Enter a page of the app, starting with / (e.g. /pages/faq/faq)',
    ms: 'Masukkan halaman aplikasi, bermula dengan / (cth. /pages/faq/faq)',
    zh: '请输入应用内的页面，以 / 开头（例如 /pages/faq/faq）',
  },
} satisfies Record<string, Localized>;
