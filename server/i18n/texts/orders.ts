import type { Localized } from '../../db/schema';

/** Texts of orders, appointments, checkout and refunds asked by the customer. */
export const ordersTexts = {
  orderNoBusy: {
    en: 'Your order could not be placed just now. Please submit it again',
    ms: 'Pesanan anda tidak dapat dibuat sekarang. Sila hantar semula',
    zh: '暂时无法提交您的订单，请重新提交',
  },
  carRequired: {
    en: 'Please select the car brand, model, year, variant, engine and transmission',
    ms: 'Sila pilih jenama, model, tahun, varian, enjin dan transmisi kereta',
    zh: '请选择汽车品牌、车型、年份、版本、发动机和变速箱',
  },
  noModelData: {
    en: 'No vehicle model data detected',
    ms: 'Tiada data model kenderaan dikesan',
    zh: '未检测到车型数据',
  },
  noSuitableSize: {
    en: 'The selected car model currently does not have a suitable size. Please select a new car model',
    ms: 'Model kereta yang dipilih tiada saiz yang sesuai buat masa ini. Sila pilih model kereta lain',
    zh: '所选车型暂无合适的尺寸，请重新选择车型',
  },
  incompatible: {
    en: 'The product is not compatible with your selected vehicle and cannot be purchased. Please choose a different vehicle',
    ms: 'Produk ini tidak serasi dengan kenderaan yang anda pilih dan tidak boleh dibeli. Sila pilih kenderaan lain',
    zh: '该商品与您选择的车辆不兼容，无法购买。请选择其他车辆',
  },
  outOfStock: {
    en: 'Only {stock} left in stock',
    ms: 'Hanya tinggal {stock} dalam stok',
    zh: '库存仅剩 {stock} 件',
  },
  notInStockHere: {
    en: '{store} has only {stock} of {product}. Choose a store that has it.',
    ms: '{store} hanya ada {stock} {product}. Pilih kedai yang ada stok.',
    zh: '{store} 的 {product} 仅剩 {stock} 件，请选择有货的门店。',
  },
  productRequired: {
    en: 'Please select a product',
    ms: 'Sila pilih produk',
    zh: '请选择商品',
  },
  appointmentPast: {
    en: 'The appointment time has already passed. Please rebook',
    ms: 'Masa temujanji telah berlalu. Sila tempah semula',
    zh: '预约时间已过，请重新预约',
  },
  appointmentTooEarly: {
    en: 'The earliest appointment is 9:00 am. Please rebook',
    ms: 'Temujanji paling awal ialah 9:00 pagi. Sila tempah semula',
    zh: '最早预约时间为上午9:00，请重新预约',
  },
  appointmentTooLate: {
    en: 'The latest appointment is 5:00 pm. Please rebook',
    ms: 'Temujanji paling lewat ialah 5:00 petang. Sila tempah semula',
    zh: '最晚预约时间为下午5:00，请重新预约',
  },
  appointmentTooSoon: {
    en: 'Appointments must be made at least 4 hours in advance. Please rebook',
    ms: 'Temujanji mesti dibuat sekurang-kurangnya 4 jam lebih awal. Sila tempah semula',
    zh: '预约须至少提前4小时，请重新预约',
  },
  chooseSlot: {
    en: 'Please select an appointment time period or choose another date',
    ms: 'Sila pilih slot masa temujanji atau pilih tarikh lain',
    zh: '请选择预约时间段或选择其他日期',
  },
  slotFull: {
    en: 'This time slot is fully booked. Please choose another time',
    ms: 'Slot masa ini telah penuh. Sila pilih masa lain',
    zh: '该时间段已约满，请选择其他时间',
  },
  storeClosed: {
    en: 'The store is closed on that day. Please choose another date',
    ms: 'Kedai ditutup pada hari tersebut. Sila pilih tarikh lain',
    zh: '门店当天不营业，请选择其他日期',
  },
  storeNoService: {
    en: 'This workshop does not install one of the items. Please choose another workshop',
    ms: 'Bengkel ini tidak memasang salah satu barang. Sila pilih bengkel lain',
    zh: '该门店不提供其中一件商品的安装，请选择其他门店',
  },
  storeNotFound: {
    en: 'Store information not found',
    ms: 'Maklumat kedai tidak dijumpai',
    zh: '未找到门店信息',
  },
  storeRequired: { en: 'Please select a store', ms: 'Sila pilih kedai', zh: '请选择门店' },
  storeCannotInstall: {
    en: 'This store does not do installations. Please choose a workshop',
    ms: 'Kedai ini tidak melakukan pemasangan. Sila pilih bengkel',
    zh: '该门店不提供安装服务，请选择可安装的门店',
  },
  plateRequired: {
    en: 'Please enter the car plate number',
    ms: 'Sila masukkan nombor plat kereta',
    zh: '请输入车牌号码',
  },
  addressRequired: {
    en: 'Please fill in the mailing address',
    ms: 'Sila isi alamat surat-menyurat',
    zh: '请填写收货地址',
  },
  emptyOrder: {
    en: 'Please select a product',
    ms: 'Sila pilih produk',
    zh: '请选择商品',
  },
  couponInvalid: {
    en: 'This coupon cannot be used for this order',
    ms: 'Kupon ini tidak boleh digunakan untuk pesanan ini',
    zh: '该优惠券不适用于此订单',
  },
  cancelReasonRequired: {
    en: 'Please give a reason for cancelling',
    ms: 'Sila nyatakan sebab pembatalan',
    zh: '请填写取消原因',
  },
  refundReasonRequired: {
    en: 'Please give a reason for the refund',
    ms: 'Sila nyatakan sebab bayaran balik',
    zh: '请填写退款原因',
  },
  contactRequired: {
    en: 'Please enter your contact information',
    ms: 'Sila masukkan maklumat hubungan anda',
    zh: '请填写联系方式',
  },
  dateFormat: {
    en: 'Please choose a valid date',
    ms: 'Sila pilih tarikh yang sah',
    zh: '请选择有效日期',
  },
  timeFormat: {
    en: 'Please choose a valid time',
    ms: 'Sila pilih masa yang sah',
    zh: '请选择有效时间',
  },
  postcodeFormat: {
    en: 'Please enter a 5-digit postcode',
    ms: 'Sila masukkan poskod 5 digit',
    zh: '请输入5位邮编',
  },
  refundExists: {
    en: 'A refund request for this order is already open',
    ms: 'Permohonan bayaran balik untuk pesanan ini sudah dibuka',
    zh: '该订单已有处理中的退款申请',
  },
  paymentExpired: {
    en: 'The payment time for this order has expired. Please place the order again',
    ms: 'Masa pembayaran untuk pesanan ini telah tamat. Sila buat pesanan semula',
    zh: '该订单支付时间已过，请重新下单',
  },
  unpaidOrderLimit: {
    en: 'You have {limit} orders waiting for payment. Please pay or cancel one before placing another',
    ms: 'Anda mempunyai {limit} pesanan yang menunggu pembayaran. Sila bayar atau batalkan satu sebelum membuat pesanan baharu',
    zh: '您有 {limit} 个待付款订单，请先付款或取消其中一个再下单',
  },
  slotNotOnGrid: {
    en: 'Please choose one of the appointment times offered',
    ms: 'Sila pilih salah satu masa temujanji yang ditawarkan',
    zh: '请选择提供的预约时间之一',
  },
  refundWorkStarted: {
    en: 'The work on this order has started, so the refund cannot be approved. Reject it with a note to the customer',
    ms: 'Kerja untuk pesanan ini telah bermula, jadi bayaran balik tidak boleh diluluskan. Tolaknya dengan nota kepada pelanggan',
    zh: '该订单已开始施工，无法批准退款。请驳回并向客户说明',
  },
  refundPendingHoldsWork: {
    en: 'The customer asked for a refund. Wait for the review before starting the work',
    ms: 'Pelanggan telah memohon bayaran balik. Tunggu semakan sebelum memulakan kerja',
    zh: '客户已申请退款，请等待审核结果后再开始施工',
  },
  inboxOrderPlacedTitle: { en: 'Order placed', ms: 'Pesanan dibuat', zh: '订单已提交' },
  inboxOrderPlacedBody: {
    en: 'Order {orderNo} is waiting for payment.',
    ms: 'Pesanan {orderNo} menunggu pembayaran.',
    zh: '订单 {orderNo} 等待付款。',
  },
  inboxOrderClosedTitle: { en: 'Order closed', ms: 'Pesanan ditutup', zh: '订单已关闭' },
  inboxOrderClosedBody: {
    en: 'Order {orderNo} was not paid in time and has been cancelled.',
    ms: 'Pesanan {orderNo} tidak dibayar tepat pada masanya dan telah dibatalkan.',
    zh: '订单 {orderNo} 未在规定时间内付款，已自动取消。',
  },
} satisfies Record<string, Localized>;
