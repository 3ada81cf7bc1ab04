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
} satisfies Record<string, Localized>;
