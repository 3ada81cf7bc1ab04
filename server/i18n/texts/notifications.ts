import type { Localized } from '../../db/schema';

/** Texts of notices (decision 019): reminders, reschedules and the staff's own notices. */
export const notificationsTexts = {
  inboxReminderTomorrowTitle: { en: 'Appointment tomorrow', ms: 'Temu janji esok', zh: '明天有预约' },
  inboxReminderTomorrowBody: {
    en: 'Reminder: your appointment for order {orderNo} is tomorrow, {when}.',
    ms: 'Peringatan: temu janji anda untuk pesanan {orderNo} ialah esok, {when}.',
    zh: '提醒：您订单 {orderNo} 的预约在明天，{when}。',
  },
  inboxReminderSoonTitle: { en: 'Appointment in two hours', ms: 'Temu janji dalam dua jam', zh: '两小时后有预约' },
  inboxReminderSoonBody: {
    en: 'Your appointment for order {orderNo} is at {when}. See you soon!',
    ms: 'Temu janji anda untuk pesanan {orderNo} ialah pada {when}. Jumpa nanti!',
    zh: '您订单 {orderNo} 的预约时间为 {when}，期待您的光临！',
  },
  inboxRescheduledTitle: { en: 'Appointment rescheduled', ms: 'Temu janji dijadual semula', zh: '预约已改期' },
  inboxRescheduledBody: {
    en: 'Your appointment for order {orderNo} is now {when}.',
    ms: 'Temu janji anda untuk pesanan {orderNo} kini pada {when}.',
    zh: '您订单 {orderNo} 的预约已改为 {when}。',
  },
  inboxDispatchedTitle: { en: 'New work order for you', ms: 'Pesanan kerja baharu untuk anda', zh: '您有新的工单' },
  inboxDispatchedBody: {
    en: 'The work order for order {orderNo} ({when}) has been assigned to you.',
    ms: 'Pesanan kerja untuk pesanan {orderNo} ({when}) telah diberikan kepada anda.',
    zh: '订单 {orderNo}（{when}）的工单已派给您。',
  },
  inboxReviewTitle: { en: 'Waiting for your review', ms: 'Menunggu semakan anda', zh: '等待您审核' },
  inboxRefundReviewBody: {
    en: 'A refund request for order {orderNo} is waiting for your review.',
    ms: 'Permohonan bayaran balik untuk pesanan {orderNo} sedang menunggu semakan anda.',
    zh: '订单 {orderNo} 的退款申请正在等待您审核。',
  },
  inboxSignUpReviewBody: {
    en: 'A staff sign-up from {name} is waiting for your review.',
    ms: 'Pendaftaran kakitangan daripada {name} sedang menunggu semakan anda.',
    zh: '{name} 的员工注册申请正在等待您审核。',
  },
} satisfies Record<string, Localized>;
