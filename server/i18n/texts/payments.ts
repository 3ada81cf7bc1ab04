import type { Localized } from '../../db/schema';

/** Texts of payments and refunds: the customer's inbox messages about their money. */
export const paymentsTexts = {
  inboxPaymentReceivedTitle: { en: 'Payment received', ms: 'Pembayaran diterima', zh: '付款成功' },
  inboxPaymentReceivedBody: {
    en: 'We received {amount} for order {orderNo}.',
    ms: 'Kami telah menerima {amount} untuk pesanan {orderNo}.',
    zh: '订单 {orderNo} 已收到付款 {amount}。',
  },
  inboxPaymentReturnedTitle: { en: 'Payment returned', ms: 'Bayaran dikembalikan', zh: '付款已退回' },
  inboxPaymentReturnedBody: {
    en: 'Your payment of {amount} for order {orderNo} arrived after the order had closed, so it has been refunded.',
    ms: 'Bayaran anda sebanyak {amount} untuk pesanan {orderNo} diterima selepas pesanan ditutup, jadi ia telah dikembalikan.',
    zh: '您为订单 {orderNo} 支付的 {amount} 在订单关闭后才到账，已原路退回。',
  },
  inboxRefundTitle: { en: 'Refund update', ms: 'Kemas kini bayaran balik', zh: '退款进度' },
  inboxRefundRequestedBody: {
    en: 'Order {orderNo}: your refund request is waiting for review (within 3 working days).',
    ms: 'Pesanan {orderNo}: permohonan bayaran balik anda menunggu semakan (dalam 3 hari bekerja).',
    zh: '订单 {orderNo}：退款申请待审核（3个工作日内）。',
  },
  inboxRefundRejectedBody: {
    en: 'Order {orderNo}: refund rejected: {note}',
    ms: 'Pesanan {orderNo}: bayaran balik ditolak: {note}',
    zh: '订单 {orderNo}：退款被拒绝：{note}',
  },
  inboxRefundApprovedBody: {
    en: 'Order {orderNo}: refund approved; {amount} is on its way back to you.',
    ms: 'Pesanan {orderNo}: bayaran balik diluluskan; {amount} sedang dikembalikan kepada anda.',
    zh: '订单 {orderNo}：退款已批准，{amount} 正在退回。',
  },
  inboxRefundPaidBody: {
    en: 'Order {orderNo}: {amount} has been refunded.',
    ms: 'Pesanan {orderNo}: {amount} telah dikembalikan.',
    zh: '订单 {orderNo}：已退款 {amount}。',
  },
  inboxRefundManualBody: {
    en: 'Order {orderNo}: {amount} has been returned to you by {how}.',
    ms: 'Pesanan {orderNo}: {amount} telah dikembalikan kepada anda melalui {how}.',
    zh: '订单 {orderNo}：{amount} 已通过{how}退还给您。',
  },
  inboxRefundFailedBody: {
    en: 'Order {orderNo}: the payment service could not return {amount} the way you paid. Our team will contact you within 2 working days to return it another way.',
    ms: 'Pesanan {orderNo}: perkhidmatan pembayaran tidak dapat memulangkan {amount} melalui cara anda membayar. Pasukan kami akan menghubungi anda dalam 2 hari bekerja untuk memulangkannya dengan cara lain.',
    zh: '订单 {orderNo}：支付服务无法将 {amount} 原路退回。我们的团队将在 2 个工作日内联系您，以其他方式退款。',
  },
  inboxRefundFailedStaffBody: {
    en: 'Order {orderNo}: the gateway could not return the money. Return it another way and record it in the back office (Payments).',
    ms: 'Pesanan {orderNo}: gerbang pembayaran tidak dapat memulangkan wang. Pulangkan dengan cara lain dan rekodkan di pejabat belakang (Pembayaran).',
    zh: '订单 {orderNo}：支付网关无法退款。请以其他方式退款，并在后台（付款）中登记。',
  },
  refundByBankTransfer: { en: 'bank transfer', ms: 'pindahan bank', zh: '银行转账' },
  refundByCash: { en: 'cash', ms: 'tunai', zh: '现金' },
  refundByOther: { en: 'another way', ms: 'cara lain', zh: '其他方式' },
  paymentMethodUnavailable: {
    en: 'This payment method is not available. Please choose another',
    ms: 'Kaedah pembayaran ini tidak tersedia. Sila pilih yang lain',
    zh: '该支付方式暂不可用，请选择其他方式',
  },
} satisfies Record<string, Localized>;
