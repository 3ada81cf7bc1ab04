import type { Localized } from '../../db/schema';

/**
 * Names of things, as parameters of refusals: `thing…` starts a sentence ('Order was not found'),
 * `word…` stands inside one ('… while the order is paid').
 */
export const thingsTexts = {
  thingOrder: { en: 'Order', ms: 'Pesanan', zh: '订单' },
  wordOrder: { en: 'order', ms: 'pesanan', zh: '订单' },
  thingReceipt: { en: 'Receipt', ms: 'Resit', zh: '收据' },
  thingEinvoice: { en: 'e-Invoice', ms: 'e-Invois', zh: '电子发票' },
  thingOrderItem: { en: 'Order item', ms: 'Item pesanan', zh: '订单商品' },
  thingProduct: { en: 'Product', ms: 'Produk', zh: '商品' },
  thingCartItem: { en: 'Cart item', ms: 'Item troli', zh: '购物车商品' },
  thingCar: { en: 'Car', ms: 'Kereta', zh: '车辆' },
  thingUser: { en: 'User', ms: 'Pengguna', zh: '用户' },
  thingMessage: { en: 'Message', ms: 'Mesej', zh: '消息' },
  thingPayment: { en: 'Payment', ms: 'Pembayaran', zh: '支付' },
  thingRefund: { en: 'Refund request', ms: 'Permohonan bayaran balik', zh: '退款申请' },
  thingComplaint: { en: 'Complaint', ms: 'Aduan', zh: '投诉' },
  wordComplaint: { en: 'complaint', ms: 'aduan', zh: '投诉' },
  thingStore: { en: 'Store', ms: 'Kedai', zh: '门店' },
  thingClosure: { en: 'Closure', ms: 'Penutupan', zh: '停业安排' },
  thingHoliday: { en: 'Public holiday', ms: 'Cuti umum', zh: '公共假期' },
  thingStaffMember: { en: 'Staff member', ms: 'Kakitangan', zh: '员工' },
  thingWorkOrder: { en: 'Work order', ms: 'Pesanan kerja', zh: '工单' },
  wordWorkOrder: { en: 'work order', ms: 'pesanan kerja', zh: '工单' },
  thingAppRelease: { en: 'App release', ms: 'Keluaran aplikasi', zh: '应用版本' },
  thingBanner: { en: 'Banner', ms: 'Sepanduk', zh: '横幅' },
  thingClue: { en: 'Clue', ms: 'Maklumat', zh: '线索' },
  thingPartRequest: { en: 'Part request', ms: 'Permintaan alat ganti', zh: '配件请求' },
} satisfies Record<string, Localized>;
