import type { Localized } from '../../db/schema';

/** Texts of the customer's rating of a completed order (docs/product.md#order-rating). */
export const ratingsTexts = {
  ratingStars: {
    en: 'Please choose 1 to 5 stars',
    ms: 'Sila pilih 1 hingga 5 bintang',
    zh: '请选择 1 至 5 星',
  },
  ratingCommentTooLong: {
    en: 'The comment can be at most 500 characters',
    ms: 'Ulasan tidak boleh melebihi 500 aksara',
    zh: '评价内容最多 500 个字符',
  },
  ratingNotCompleted: {
    en: 'You can rate an order once it is completed',
    ms: 'Anda boleh menilai pesanan setelah ia selesai',
    zh: '订单完成后才能评价',
  },
  ratingAlreadyGiven: {
    en: 'You have already rated this order',
    ms: 'Anda telah menilai pesanan ini',
    zh: '您已评价过此订单',
  },
} satisfies Record<string, Localized>;
