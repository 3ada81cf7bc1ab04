import type { Localized } from '../../db/schema';

/** Texts of a copy of my data (docs/product.md#personal-data-export): refusals and the readable summary. */
export const privacyExportTexts = {
  dataExportTooSoon: {
    en: 'You can ask for a new copy of your data once every 24 hours. Please try again after {time}.',
    ms: 'Anda boleh meminta salinan baharu data anda sekali setiap 24 jam. Sila cuba lagi selepas {time}.',
    zh: '每 24 小时只能申请一次新的数据副本。请在 {time} 之后再试。',
  },
  dataExportMissing: {
    en: 'This copy of your data was not found',
    ms: 'Salinan data anda ini tidak dijumpai',
    zh: '找不到这份数据副本',
  },
  dataExportPreparing: {
    en: 'Your data is still being prepared, please try again in a moment',
    ms: 'Data anda masih sedang disediakan, sila cuba sebentar lagi',
    zh: '您的数据仍在准备中，请稍后再试',
  },
  dataExportExpired: {
    en: 'This copy of your data has expired. Please prepare a new one.',
    ms: 'Salinan data anda ini telah tamat tempoh. Sila sediakan salinan baharu.',
    zh: '这份数据副本已过期，请重新准备一份。',
  },
  dataSummaryTitle: {
    en: 'Your data at Roda',
    ms: 'Data anda di Roda',
    zh: '您在 Roda 的数据',
  },
  dataSummaryIntro: {
    en: 'Everything Roda holds about {name} ({phone}), as it stood on {time}. The data file (JSON) that came with this page holds the same records for other apps to read.',
    ms: 'Semua yang Roda simpan tentang {name} ({phone}), seperti pada {time}. Fail data (JSON) yang disertakan dengan halaman ini mengandungi rekod yang sama untuk dibaca oleh aplikasi lain.',
    zh: 'Roda 保存的关于 {name}（{phone}）的全部资料，截至 {time}。随本页提供的数据文件（JSON）包含相同的记录，供其他应用读取。',
  },
  dataSummaryLeftOut: {
    en: 'Left out on purpose: sign-in secrets and device keys, which would let someone act as you. Staff names appear as numbers only.',
    ms: 'Sengaja tidak disertakan: rahsia log masuk dan kunci peranti, yang boleh membolehkan orang lain bertindak sebagai anda. Kakitangan hanya ditunjukkan sebagai nombor.',
    zh: '特意未包含：登录密钥和设备密钥，因为它们可能让他人冒充您。员工仅以编号显示。',
  },
  dataSummaryNone: { en: 'Nothing here.', ms: 'Tiada apa-apa di sini.', zh: '这里没有内容。' },
  dataSummaryRecords: { en: '{count} records', ms: '{count} rekod', zh: '{count} 条记录' },
  dataSectionProfile: { en: 'Profile', ms: 'Profil', zh: '个人资料' },
  dataSectionCars: { en: 'Cars', ms: 'Kereta', zh: '车辆' },
  dataSectionOrders: { en: 'Orders', ms: 'Pesanan', zh: '订单' },
  dataSectionWorkshop: { en: 'Work on your car', ms: 'Kerja pada kereta anda', zh: '车辆施工' },
  dataSectionPayments: {
    en: 'Payments, receipts and e-invoices',
    ms: 'Bayaran, resit dan e-invois',
    zh: '付款、收据和电子发票',
  },
  dataSectionRefunds: { en: 'Refunds', ms: 'Bayaran balik', zh: '退款' },
  dataSectionComplaints: {
    en: 'Complaints, feedback and part requests',
    ms: 'Aduan, maklum balas dan permintaan alat ganti',
    zh: '投诉、反馈和配件需求',
  },
  dataSectionMessages: { en: 'Messages and notices', ms: 'Mesej dan notis', zh: '消息和通知' },
  dataSectionConsents: { en: 'Marketing consent', ms: 'Persetujuan pemasaran', zh: '营销同意' },
  dataSectionShopping: {
    en: 'Cart, coupons and photos',
    ms: 'Troli, kupon dan foto',
    zh: '购物车、优惠券和照片',
  },
  dataSectionSessions: { en: 'Sign-ins', ms: 'Log masuk', zh: '登录记录' },
  dataSectionDevices: { en: 'Devices for notices', ms: 'Peranti untuk notis', zh: '接收通知的设备' },
  dataSectionDataRequests: { en: 'Your data requests', ms: 'Permintaan data anda', zh: '您的数据请求' },
  dataSectionOther: { en: 'Other records', ms: 'Rekod lain', zh: '其他记录' },
} satisfies Record<string, Localized>;
