import type { Localized } from '../../db/schema';

/** Texts of uploaded images. */
export const uploadsTexts = {
  imageTooLarge: {
    en: 'The image size cannot exceed {limit}',
    ms: 'Saiz imej tidak boleh melebihi {limit}',
    zh: '图片大小不能超过 {limit}',
  },
  imageType: {
    en: 'Please choose a JPEG, PNG, WebP or HEIC image',
    ms: 'Sila pilih imej JPEG, PNG, WebP atau HEIC',
    zh: '请选择 JPEG、PNG、WebP 或 HEIC 格式的图片',
  },
  imageTooManyPixels: {
    en: 'The image has too many pixels (at most {megapixels} megapixels)',
    ms: 'Imej mempunyai terlalu banyak piksel (maksimum {megapixels} megapiksel)',
    zh: '图片像素过多（最多 {megapixels} 百万像素）',
  },
  imageUnreadable: {
    en: 'The image could not be read, please choose another one',
    ms: 'Imej tidak dapat dibaca, sila pilih imej lain',
    zh: '无法读取该图片，请选择其他图片',
  },
  uploadMultipart: {
    en: 'Send the image as multipart/form-data with the fields file and purpose',
    ms: 'Hantar imej sebagai multipart/form-data dengan medan file dan purpose',
    zh: '请以 multipart/form-data 格式发送图片，包含 file 和 purpose 字段',
  },
  uploadFileMissing: {
    en: 'Please choose an image to upload',
    ms: 'Sila pilih imej untuk dimuat naik',
    zh: '请选择要上传的图片',
  },
  uploadNotUsable: {
    en: 'Image {index} was not found, please upload it again',
    ms: 'Imej {index} tidak dijumpai, sila muat naik semula',
    zh: '未找到第 {index} 张图片，请重新上传',
  },
  tooManyImages: {
    en: 'You can add at most {max} images',
    ms: 'Anda boleh menambah maksimum {max} imej',
    zh: '最多只能添加 {max} 张图片',
  },
} satisfies Record<string, Localized>;
