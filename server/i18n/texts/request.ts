import type { Localized } from '../../db/schema';

/** Texts of the request pipeline: envelope, validation, signature, idempotency, generic refusals. */
export const requestTexts = {
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
  bodyTooDeep: {
    en: 'The request body is nested too deeply (at most {depth} levels)',
    ms: 'Kandungan permintaan bersarang terlalu dalam (maksimum {depth} aras)',
    zh: '请求内容嵌套过深（最多 {depth} 层）',
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
  notFound: { en: '{thing} was not found', ms: '{thing} tidak dijumpai', zh: '未找到{thing}' },
  illegalTransition: {
    en: 'This cannot be done while the {thing} is {state}',
    ms: 'Ini tidak boleh dilakukan semasa {thing} berstatus {state}',
    zh: '{thing}当前状态为{state}，无法执行此操作',
  },
  signatureOutdated: {
    en: 'This version of the app is out of date. Please update it to continue',
    ms: 'Versi aplikasi ini sudah lapuk. Sila kemas kini untuk meneruskan',
    zh: '当前应用版本过旧，请更新后继续',
  },
  idempotencyKeyRequired: {
    en: 'The Idempotency-Key header is required for this call',
    ms: 'Pengepala Idempotency-Key diperlukan untuk panggilan ini',
    zh: '此接口需要 Idempotency-Key 请求头',
  },
  idempotencyAnswerGone: {
    en: 'This sign-in was already completed. Please log in again',
    ms: 'Log masuk ini telah selesai. Sila log masuk semula',
    zh: '此次登录已完成，请重新登录',
  },
  textNul: {
    en: '{field} contains a character that is not allowed',
    ms: '{field} mengandungi aksara yang tidak dibenarkan',
    zh: '{field}包含不允许的字符',
  },
  rateLimited: {
    en: 'Too many requests. Please try again in a moment',
    ms: 'Terlalu banyak permintaan. Sila cuba sebentar lagi',
    zh: '请求过于频繁，请稍后再试',
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
  /** The page an accepted update passes through (server/static/update-handover.ts). */
  updatingApp: {
    en: 'Updating Roda…',
    ms: 'Mengemas kini Roda…',
    zh: '正在更新 Roda…',
  },
} satisfies Record<string, Localized>;
