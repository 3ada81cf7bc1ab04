import type { Localized } from '../../db/schema';

/** Texts of logging in: phone, OTP, account state, passwords. */
export const authTexts = {
  phoneFormat: {
    en: 'Please check the phone number format',
    ms: 'Sila semak format nombor telefon',
    zh: '请检查手机号码格式',
  },
  otpFormat: { en: 'Please enter 6-digit OTP', ms: 'Sila masukkan OTP 6 digit', zh: '请输入6位验证码' },
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
  passwordCommon: {
    en: 'This password is too common or easy to guess. Please choose another',
    ms: 'Kata laluan ini terlalu biasa atau mudah diteka. Sila pilih yang lain',
    zh: '该密码过于常见或容易被猜到，请换一个',
  },
} satisfies Record<string, Localized>;
