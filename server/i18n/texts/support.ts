import type { Localized } from '../../db/schema';

/** Texts of customer support and complaints. */
export const supportTexts = {
  robotFallback: {
    en: "Sorry, I don't have an answer to that yet. You can ask me about: {topics}.",
    ms: 'Maaf, saya belum ada jawapan untuk soalan itu. Anda boleh bertanya tentang: {topics}.',
    zh: '抱歉，我暂时无法回答这个问题。您可以问我：{topics}。',
  },
  complaintOtherOrder: {
    en: 'This complaint is about another order',
    ms: 'Aduan ini berkenaan pesanan lain',
    zh: '该投诉属于其他订单',
  },
  inboxComplaintReceivedTitle: { en: 'Complaint received', ms: 'Aduan diterima', zh: '投诉已受理' },
  inboxComplaintReceivedBody: {
    en: 'We have received your complaint {complaintNo} about order {orderNo}. Our team will look into it and get back to you.',
    ms: 'Kami telah menerima aduan anda {complaintNo} berkenaan pesanan {orderNo}. Pasukan kami akan menyiasatnya dan menghubungi anda.',
    zh: '我们已收到您关于订单 {orderNo} 的投诉 {complaintNo}，我们的团队会尽快处理并回复您。',
  },
  // the help robot's topic names: each holds one of its entry's keywords in that language (robot.ts)
  robotTopicHours: { en: 'opening hours', ms: 'waktu buka', zh: '营业时间' },
  robotTopicWarranty: { en: 'warranty', ms: 'waranti', zh: '保修' },
  robotTopicRefund: { en: 'refund policy', ms: 'bayaran balik', zh: '退款政策' },
  robotTopicService: { en: 'basic service package price', ms: 'harga pakej servis asas', zh: '基础保养套餐价格' },
  robotTopicBooking: { en: 'booking an appointment', ms: 'tempahan janji temu', zh: '预约安装' },
  robotTopicPayment: { en: 'payment methods', ms: 'kaedah pembayaran', zh: '付款方式' },
  robotTopicWorkshop: { en: 'workshops near you', ms: 'bengkel berdekatan', zh: '附近门店' },
  robotTopicGenuine: { en: 'genuine parts', ms: 'alat ganti tulen', zh: '正品保证' },
} satisfies Record<string, Localized>;
