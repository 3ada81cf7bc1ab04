import type { Localized } from '../../db/schema';

/** Texts of deleting one's own account (docs/product.md#personal-data-deletion). */
export const privacyDeletionTexts = {
  accountDeleted: {
    en: 'Your account was deleted',
    ms: 'Akaun anda telah dipadam',
    zh: '您的账户已删除',
  },
  deletionStaffRefused: {
    en: 'Staff accounts cannot be deleted here. Please ask the office to deactivate your account.',
    ms: 'Akaun kakitangan tidak boleh dipadam di sini. Sila minta pejabat menyahaktifkan akaun anda.',
    zh: '员工账户无法在此删除。请联系办公室停用您的账户。',
  },
  deletionOrderInService: {
    en: 'Order {orderNo} is still in progress. You can delete your account once it is finished.',
    ms: 'Pesanan {orderNo} masih dalam proses. Anda boleh memadam akaun anda selepas ia selesai.',
    zh: '订单 {orderNo} 仍在进行中。完成后即可删除您的账户。',
  },
  deletionRefundPending: {
    en: 'A refund for order {orderNo} is still pending. You can delete your account once it is settled.',
    ms: 'Bayaran balik untuk pesanan {orderNo} masih belum selesai. Anda boleh memadam akaun anda selepas ia selesai.',
    zh: '订单 {orderNo} 的退款仍在处理中。处理完毕后即可删除您的账户。',
  },
  deletionCancelReason: {
    en: 'Account deleted',
    ms: 'Akaun dipadam',
    zh: '账户已删除',
  },
} satisfies Record<string, Localized>;
