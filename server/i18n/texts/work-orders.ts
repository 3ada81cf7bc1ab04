import type { Localized } from '../../db/schema';

/**
 * Texts of the work order: names of its states (for refusals such as '... while the
 * work order is in service'), and the inbox messages the customer gets at each step.
 */
export const workOrdersTexts = {
  roleTechnician: { en: 'technician', ms: 'juruteknik', zh: '技师' },
  roleSalesConsultant: { en: 'sales consultant', ms: 'perunding jualan', zh: '销售顾问' },
  workOrderPendingAcceptance: { en: 'pending acceptance', ms: 'menunggu penerimaan', zh: '待接单' },
  workOrderRejected: { en: 'rejected', ms: 'ditolak', zh: '已驳回' },
  workOrderPendingHandover: { en: 'pending vehicle handover', ms: 'menunggu serahan kenderaan', zh: '待交车' },
  workOrderInService: { en: 'in service', ms: 'dalam servis', zh: '服务中' },
  workOrderPendingCollection: {
    en: 'pending vehicle collection',
    ms: 'menunggu pengambilan kenderaan',
    zh: '待取车',
  },
  workOrderCompleted: { en: 'completed', ms: 'selesai', zh: '已完成' },
  workOrderCancelled: { en: 'cancelled', ms: 'dibatalkan', zh: '已取消' },
  inboxAcceptedTitle: { en: 'Booking accepted', ms: 'Tempahan diterima', zh: '预约已接单' },
  inboxAcceptedBody: {
    en: 'Technician {name} accepted order {orderNo}. See you at the workshop on {when}.',
    ms: 'Juruteknik {name} telah menerima pesanan {orderNo}. Jumpa di bengkel pada {when}.',
    zh: '技师 {name} 已接下订单 {orderNo}，请于 {when} 到店。',
  },
  inboxRejectedTitle: { en: 'Arranging your technician', ms: 'Mengatur juruteknik anda', zh: '正在为您安排技师' },
  inboxRejectedBody: {
    en: 'The store is arranging another technician for order {orderNo}. Your appointment stays the same.',
    ms: 'Kedai sedang mengatur juruteknik lain untuk pesanan {orderNo}. Janji temu anda kekal sama.',
    zh: '门店正在为订单 {orderNo} 重新安排技师，您的预约时间不变。',
  },
  inboxHandoverTitle: { en: 'Service started', ms: 'Servis bermula', zh: '服务已开始' },
  inboxHandoverBody: {
    en: 'Your car {plate} has been handed over with photos of its condition. Work on order {orderNo} has started.',
    ms: 'Kereta anda {plate} telah diserahkan bersama foto keadaannya. Kerja untuk pesanan {orderNo} telah bermula.',
    zh: '您的车辆 {plate} 已完成交车拍照，订单 {orderNo} 开始施工。',
  },
  inboxGroupPhotoTitle: { en: 'Handover photo taken', ms: 'Foto serahan diambil', zh: '已拍摄交车合影' },
  inboxGroupPhotoBody: {
    en: 'The group photo with your sales consultant, technician and car {plate} is in order {orderNo}.',
    ms: 'Foto berkumpulan bersama perunding jualan, juruteknik dan kereta {plate} telah disimpan dalam pesanan {orderNo}.',
    zh: '销售顾问、技师与车辆 {plate} 的合影已保存至订单 {orderNo}。',
  },
  inboxProgressTitle: { en: 'Service progress', ms: 'Kemajuan servis', zh: '服务进度' },
  inboxProgressBody: {
    en: 'Order {orderNo}: your car is expected to be ready on {date}.',
    ms: 'Pesanan {orderNo}: kereta anda dijangka siap pada {date}.',
    zh: '订单 {orderNo}：预计 {date} 可交车。',
  },
  inboxWorkFinishedTitle: { en: 'Work finished', ms: 'Kerja selesai', zh: '施工完成' },
  inboxWorkFinishedBody: {
    en: 'The work on order {orderNo} is finished. Your car {plate} will be ready for collection on {date}.',
    ms: 'Kerja untuk pesanan {orderNo} telah selesai. Kereta anda {plate} sedia untuk diambil pada {date}.',
    zh: '订单 {orderNo} 已施工完成，您的车辆 {plate} 可于 {date} 取车。',
  },
  inboxSignedOffTitle: { en: 'Products signed off', ms: 'Produk ditandatangani', zh: '产品已签收' },
  inboxSignedOffBody: {
    en: 'Every product of order {orderNo} has been signed off by {signer}.',
    ms: 'Semua produk pesanan {orderNo} telah ditandatangani oleh {signer}.',
    zh: '订单 {orderNo} 的全部产品已由 {signer} 签收。',
  },
  inboxReturnTitle: { en: 'Car ready to hand back', ms: 'Kereta sedia diserahkan semula', zh: '车辆待交还' },
  inboxReturnBody: {
    en: 'Return photos of your car {plate} are uploaded. Your sales consultant will hand it back to you.',
    ms: 'Foto pemulangan kereta anda {plate} telah dimuat naik. Perunding jualan anda akan menyerahkannya kepada anda.',
    zh: '您的车辆 {plate} 的交还照片已上传，销售顾问将为您交车。',
  },
  inboxDeliveredTitle: { en: 'Order completed', ms: 'Pesanan selesai', zh: '订单已完成' },
  inboxDeliveredBody: {
    en: 'Your car {plate} has been handed back and order {orderNo} is completed. Thank you for choosing Roda.',
    ms: 'Kereta anda {plate} telah diserahkan semula dan pesanan {orderNo} selesai. Terima kasih kerana memilih Roda.',
    zh: '您的车辆 {plate} 已交还，订单 {orderNo} 已完成。感谢选择 Roda。',
  },
  inboxReworkTitle: { en: 'Rework arranged', ms: 'Kerja semula diatur', zh: '已安排返工' },
  inboxReworkBody: {
    en: 'We are redoing work on order {orderNo}: {reason}.',
    ms: 'Kami sedang membuat semula kerja untuk pesanan {orderNo}: {reason}.',
    zh: '订单 {orderNo} 正在返工：{reason}。',
  },
} satisfies Record<string, Localized>;
