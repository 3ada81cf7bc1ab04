import type { Localized } from '../../db/schema';

/**
 * Texts of extra work found on the car (server/staff/extra-work): refusals of findings, quotes,
 * decisions and their payment, and the inbox messages the customer and the technician get.
 */
export const extraWorkTexts = {
  thingExtraLine: { en: 'Quoted line', ms: 'Baris sebut harga', zh: '报价项目' },
  thingExtraCharge: { en: 'Extra work charge', ms: 'Caj kerja tambahan', zh: '追加项目费用' },
  findingItemUnknown: {
    en: "Choose an item of the finding's category",
    ms: 'Pilih item daripada kategori penemuan ini',
    zh: '请选择该检查类别下的项目',
  },
  findingPhotoRequired: {
    en: 'A finding needs at least 1 photo',
    ms: 'Penemuan memerlukan sekurang-kurangnya 1 foto',
    zh: '检查发现至少需要 1 张照片',
  },
  extraLabourDescriptionRequired: {
    en: 'Describe the labour quoted',
    ms: 'Terangkan upah yang disebut harga',
    zh: '请填写报价工时的说明',
  },
  phoneDecisionPersonRequired: {
    en: 'Enter the name of the person who decided by phone',
    ms: 'Masukkan nama orang yang membuat keputusan melalui telefon',
    zh: '请填写电话中作出决定的人的姓名',
  },
  phoneDecisionReasonRequired: {
    en: 'Enter what was said on the phone',
    ms: 'Masukkan apa yang dikatakan melalui telefon',
    zh: '请填写电话中的说明',
  },
  extraProductDoesNotFit: {
    en: 'This product does not fit the car of this order ({car}) and cannot be quoted',
    ms: 'Produk ini tidak sesuai dengan kereta pesanan ini ({car}) dan tidak boleh disebut harga',
    zh: '该商品不适配此订单的车辆（{car}），无法报价',
  },
  extraWorkClosed: {
    en: 'The car has been handed back: quoted extra work can no longer be approved or declined',
    ms: 'Kereta telah diserahkan semula: kerja tambahan yang disebut harga tidak lagi boleh diluluskan atau ditolak',
    zh: '车辆已交还，追加项目无法再批准或拒绝',
  },
  extraLineAlreadyApproved: {
    en: 'An approved line can no longer be declined',
    ms: 'Baris yang telah diluluskan tidak lagi boleh ditolak',
    zh: '已批准的项目无法再拒绝',
  },
  extraLineClosed: {
    en: 'This quoted line has expired and can no longer be decided',
    ms: 'Baris sebut harga ini telah tamat tempoh dan tidak lagi boleh diputuskan',
    zh: '该报价项目已失效，无法再作决定',
  },
  extraPayNotYet: {
    en: 'Extra work can be paid once your car is in service',
    ms: 'Kerja tambahan boleh dibayar sebaik sahaja kereta anda dalam servis',
    zh: '车辆进入服务后才能支付追加项目',
  },
  extraChargeNotPayable: {
    en: 'This charge is not waiting for payment',
    ms: 'Caj ini tidak menunggu pembayaran',
    zh: '该费用无需支付',
  },
  extraLabourName: { en: 'Labour: {description}', ms: 'Upah: {description}', zh: '工时：{description}' },
  inboxFindingTitle: {
    en: 'The workshop checked your car',
    ms: 'Bengkel telah memeriksa kereta anda',
    zh: '门店已检查您的车辆',
  },
  inboxFindingBody: {
    en: 'The workshop noted something on your car {plate} (order {orderNo}). See the photos in the order.',
    ms: 'Bengkel mencatat sesuatu pada kereta anda {plate} (pesanan {orderNo}). Lihat foto dalam pesanan.',
    zh: '门店在您的车辆 {plate}（订单 {orderNo}）上有一项检查记录，请在订单中查看照片。',
  },
  inboxExtraQuoteTitle: {
    en: 'Extra work found on your car',
    ms: 'Kerja tambahan ditemui pada kereta anda',
    zh: '您的车辆发现追加项目',
  },
  inboxExtraQuoteUrgentTitle: {
    en: 'Urgent: extra work found on your car',
    ms: 'Segera: kerja tambahan ditemui pada kereta anda',
    zh: '紧急：您的车辆发现追加项目',
  },
  inboxExtraQuoteBody: {
    en: 'The workshop found something on your car {plate} (order {orderNo}) and quoted {amount}, service tax included. Approve or decline each line in the order.',
    ms: 'Bengkel menemui sesuatu pada kereta anda {plate} (pesanan {orderNo}) dan menyebut harga {amount}, termasuk cukai perkhidmatan. Luluskan atau tolak setiap baris dalam pesanan.',
    zh: '门店在您的车辆 {plate}（订单 {orderNo}）上发现问题，报价 {amount}（含服务税）。请在订单中逐项批准或拒绝。',
  },
  inboxExtraDecidedTitle: {
    en: 'Customer decided on extra work',
    ms: 'Pelanggan membuat keputusan tentang kerja tambahan',
    zh: '客户已对追加项目作出决定',
  },
  inboxExtraDecidedBody: {
    en: 'Order {orderNo} ({plate}): {approved} line(s) approved, {declined} declined.',
    ms: 'Pesanan {orderNo} ({plate}): {approved} baris diluluskan, {declined} ditolak.',
    zh: '订单 {orderNo}（{plate}）：已批准 {approved} 项，拒绝 {declined} 项。',
  },
  inboxExtraPaidTitle: { en: 'Extra work paid', ms: 'Kerja tambahan dibayar', zh: '追加项目已付款' },
  inboxExtraPaidBody: {
    en: 'We received {amount} for the extra work on order {orderNo}. Its receipt is in the order.',
    ms: 'Kami telah menerima {amount} untuk kerja tambahan pesanan {orderNo}. Resitnya ada dalam pesanan.',
    zh: '已收到订单 {orderNo} 追加项目的付款 {amount}，收据可在订单中查看。',
  },
} satisfies Record<string, Localized>;
