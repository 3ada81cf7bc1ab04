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
} satisfies Record<string, Localized>;
