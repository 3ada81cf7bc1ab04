import type { Localized } from '../db/schema';
import type { Lang } from './language';

/**
 * Every message the server puts in `msg`. English is the source text (the spec's wording where
 * the spec has one); Malay and Chinese are kept beside it so a missing translation is a type error.
 */
export const messages = {
  ok: { en: 'Success', ms: 'Berjaya', zh: '成功' },
  sessionExpired: {
    en: 'Login expired, please log in again',
    ms: 'Log masuk telah tamat tempoh, sila log masuk semula',
    zh: '登录已过期，请重新登录',
  },
  badJson: {
    en: 'The request body is not valid JSON',
    ms: 'Kandungan permintaan bukan JSON yang sah',
    zh: '请求内容不是有效的 JSON',
  },
  notAnObject: {
    en: 'The request body must be a JSON object',
    ms: 'Kandungan permintaan mestilah objek JSON',
    zh: '请求内容必须是 JSON 对象',
  },
  bodyTooLarge: {
    en: 'The request is too large (at most {limit})',
    ms: 'Permintaan terlalu besar (maksimum {limit})',
    zh: '请求内容过大（最多 {limit}）',
  },
  unknownPath: {
    en: 'There is no such API call: {path}',
    ms: 'Tiada panggilan API sedemikian: {path}',
    zh: '不存在此接口：{path}',
  },
  methodNotAllowed: {
    en: 'Use POST for this call',
    ms: 'Gunakan POST untuk panggilan ini',
    zh: '此接口请使用 POST',
  },
  unsupportedMediaType: {
    en: 'Send the request body as application/json',
    ms: 'Hantar kandungan permintaan sebagai application/json',
    zh: '请以 application/json 格式发送请求内容',
  },
  fieldRequired: { en: '{field} is required', ms: '{field} diperlukan', zh: '{field}不能为空' },
  fieldType: {
    en: '{field} must be {expected}',
    ms: '{field} mestilah {expected}',
    zh: '{field}必须是{expected}',
  },
  fieldTooSmall: {
    en: '{field} must be at least {minimum}',
    ms: '{field} mestilah sekurang-kurangnya {minimum}',
    zh: '{field}不能小于 {minimum}',
  },
  fieldTooBig: {
    en: '{field} must be at most {maximum}',
    ms: '{field} mestilah tidak melebihi {maximum}',
    zh: '{field}不能大于 {maximum}',
  },
  fieldInvalid: { en: '{field} is not valid', ms: '{field} tidak sah', zh: '{field}无效' },
  fieldOneOf: {
    en: '{field} must be one of: {options}',
    ms: '{field} mestilah salah satu daripada: {options}',
    zh: '{field}必须是以下之一：{options}',
  },
  typeString: { en: 'text', ms: 'teks', zh: '文本' },
  typeNumber: { en: 'a number', ms: 'nombor', zh: '数字' },
  typeBoolean: { en: 'true or false', ms: 'benar atau palsu', zh: '布尔值' },
  typeObject: { en: 'an object', ms: 'objek', zh: '对象' },
  typeArray: { en: 'a list', ms: 'senarai', zh: '列表' },
  phoneFormat: {
    en: 'Please check the phone number format',
    ms: 'Sila semak format nombor telefon',
    zh: '请检查手机号码格式',
  },
  otpFormat: { en: 'Please enter 6-digit OTP', ms: 'Sila masukkan OTP 6 digit', zh: '请输入6位验证码' },
  signatureMissing: {
    en: 'This request must be signed',
    ms: 'Permintaan ini mesti ditandatangani',
    zh: '此请求必须签名',
  },
  signatureStale: {
    en: 'The request signature has expired; check the device clock',
    ms: 'Tandatangan permintaan telah tamat tempoh; semak jam peranti',
    zh: '请求签名已过期，请检查设备时间',
  },
  signatureInvalid: {
    en: 'The request signature is not valid',
    ms: 'Tandatangan permintaan tidak sah',
    zh: '请求签名无效',
  },
  forbidden: {
    en: 'You do not have permission to do this',
    ms: 'Anda tiada kebenaran untuk melakukan ini',
    zh: '您没有执行此操作的权限',
  },
  idempotencyKeyReused: {
    en: 'This request key was already used for a different request',
    ms: 'Kunci permintaan ini telah digunakan untuk permintaan lain',
    zh: '此请求标识已用于其他请求',
  },
  idempotencyInProgress: {
    en: 'The same request is still being processed, please wait',
    ms: 'Permintaan yang sama masih diproses, sila tunggu',
    zh: '相同的请求正在处理中，请稍候',
  },
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ : .',
    ms: 'Pengepala Idempotency-Key mestilah 8 hingga 128 huruf, digit atau - _ : .',
    zh: 'Idempotency-Key 请求头必须为 8 到 128 位字母、数字或 - _ : .',
  },
  otpWrong: {
    en: 'The verification code is incorrect',
    ms: 'Kod pengesahan tidak betul',
    zh: '验证码不正确',
  },
  otpExpired: {
    en: 'The verification code has expired, please obtain a new one',
    ms: 'Kod pengesahan telah tamat tempoh, sila dapatkan kod baharu',
    zh: '验证码已过期，请重新获取',
  },
  otpTooManyTries: {
    en: 'Too many wrong attempts, please obtain a new verification code',
    ms: 'Terlalu banyak percubaan salah, sila dapatkan kod pengesahan baharu',
    zh: '错误次数过多，请重新获取验证码',
  },
  otpCooldown: {
    en: 'Please wait {seconds} seconds before requesting another code',
    ms: 'Sila tunggu {seconds} saat sebelum meminta kod lain',
    zh: '请等待 {seconds} 秒后再获取验证码',
  },
  otpRateLimited: {
    en: 'Too many codes requested, please try again later',
    ms: 'Terlalu banyak kod diminta, sila cuba lagi kemudian',
    zh: '获取验证码次数过多，请稍后再试',
  },
  otpMissing: {
    en: 'Please obtain the verification code',
    ms: 'Sila dapatkan kod pengesahan',
    zh: '请获取验证码',
  },
  accountPending: {
    en: 'Registration successful, wait for approval before logging in',
    ms: 'Pendaftaran berjaya, tunggu kelulusan sebelum log masuk',
    zh: '注册成功，请等待审核通过后再登录',
  },
  accountDisabled: {
    en: 'This account cannot log in, please contact support',
    ms: 'Akaun ini tidak boleh log masuk, sila hubungi sokongan',
    zh: '此账号无法登录，请联系客服',
  },
  notFound: { en: '{thing} was not found', ms: '{thing} tidak dijumpai', zh: '未找到{thing}' },
  illegalTransition: {
    en: 'This cannot be done while the {thing} is {state}',
    ms: 'Ini tidak boleh dilakukan semasa {thing} berstatus {state}',
    zh: '{thing}当前状态为{state}，无法执行此操作',
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
  productRequired: {
    en: 'Please select a product',
    ms: 'Sila pilih produk',
    zh: '请选择商品',
  },
  internal: {
    en: 'Something went wrong on our side, please try again',
    ms: 'Berlaku ralat di pihak kami, sila cuba lagi',
    zh: '服务器出错，请重试',
  },
  unavailable: {
    en: 'The service is starting or busy, please try again shortly',
    ms: 'Perkhidmatan sedang bermula atau sibuk, sila cuba sebentar lagi',
    zh: '服务正在启动或繁忙，请稍后重试',
  },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof messages;
/** Parameters may themselves be three-language texts (e.g. the name of a thing). */
export type MessageParams = Record<string, string | number | Localized>;

/** The message in the request language with `{name}` placeholders filled in. */
export function translate(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  const text: Localized = messages[key];
  return (text[lang] || text.en).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] || value.en : String(value);
  });
}
