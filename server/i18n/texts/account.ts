import type { Localized } from '../../db/schema';

/** Texts of the customer's profile, garage and inbox. */
export const accountTexts = {
  // the same words as the app's validationMessages.plateFormat (AddCar, checkout)
  plateFormat: {
    en: 'Please enter a valid Malaysian plate number',
    ms: 'Sila masukkan nombor plat Malaysia yang sah',
    zh: '请输入有效的马来西亚车牌号',
  },
  plateTaken: {
    en: 'This plate number is already in your garage',
    ms: 'Nombor pendaftaran ini sudah ada dalam garaj anda',
    zh: '该车牌号码已在您的车库中',
  },
  tooManyCars: {
    en: 'You can save at most {max} cars',
    ms: 'Anda boleh menyimpan maksimum {max} kereta',
    zh: '最多只能保存 {max} 辆车',
  },
  carModelIncomplete: {
    en: 'Please choose the model and the year together',
    ms: 'Sila pilih model dan tahun bersama-sama',
    zh: '请同时选择车型和年份',
  },
  emailFormat: {
    en: 'Please check the email format',
    ms: 'Sila semak format e-mel',
    zh: '请检查邮箱格式',
  },
  introductionStaffOnly: {
    en: 'Only staff members have an introduction',
    ms: 'Hanya kakitangan mempunyai pengenalan',
    zh: '只有员工可以填写个人简介',
  },
  phoneSame: {
    en: 'This is already your phone number',
    ms: 'Ini sudah pun nombor telefon anda',
    zh: '这已经是您的手机号码',
  },
  phoneInUse: {
    en: 'This phone number is already in use',
    ms: 'Nombor telefon ini sudah digunakan',
    zh: '该手机号码已被使用',
  },
  phoneChanged: {
    en: 'Phone number successfully changed, please log in again',
    ms: 'Nombor telefon berjaya ditukar, sila log masuk semula',
    zh: '手机号码修改成功，请重新登录',
  },
  messageIdOrAll: {
    en: 'Choose one message, or all of them',
    ms: 'Pilih satu mesej, atau semuanya',
    zh: '请选择一条消息或全部消息',
  },
} satisfies Record<string, Localized>;
