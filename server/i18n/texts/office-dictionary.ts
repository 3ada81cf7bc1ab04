import type { Localized } from '../../db/schema';

/** Texts of the back office's dictionary editor: FAQ, help robot, policy, agreement, about us. */
export const officeDictionaryTexts = {
  officeDictionaryVersion: {
    en: 'The app version is changed under Releases, not here',
    ms: 'Versi aplikasi ditukar di bahagian Keluaran, bukan di sini',
    zh: '应用版本请在“版本发布”中修改，不能在此修改',
  },
  officeDictionaryUnknown: {
    en: 'Choose FAQ, help robot, privacy policy, user agreement or about us',
    ms: 'Pilih Soalan Lazim, robot bantuan, dasar privasi, perjanjian pengguna atau tentang kami',
    zh: '请选择常见问题、帮助机器人、隐私政策、用户协议或关于我们',
  },
  officeDictionaryTextEn: {
    en: 'Enter the English text',
    ms: 'Masukkan teks bahasa Inggeris',
    zh: '请输入英文内容',
  },
  officeDictionaryTextMs: {
    en: 'Enter the Malay text',
    ms: 'Masukkan teks bahasa Melayu',
    zh: '请输入马来文内容',
  },
  officeDictionaryTextZh: {
    en: 'Enter the Chinese text',
    ms: 'Masukkan teks bahasa Cina',
    zh: '请输入中文内容',
  },
  officeDictionaryTooLong: {
    en: 'A text may be at most 20,000 characters',
    ms: 'Teks boleh mengandungi paling banyak 20,000 aksara',
    zh: '内容最多 20,000 个字符',
  },
  officeDictionaryAnswerTooLong: {
    en: 'An answer may be at most 2,000 characters',
    ms: 'Jawapan boleh mengandungi paling banyak 2,000 aksara',
    zh: '回答最多 2,000 个字符',
  },
  officeDictionaryLabelTooLong: {
    en: 'The keywords may be at most 500 characters',
    ms: 'Kata kunci boleh mengandungi paling banyak 500 aksara',
    zh: '关键词最多 500 个字符',
  },
  officeFaqShape: {
    en: 'Write both the question and the answer in every language',
    ms: 'Tulis soalan dan jawapan dalam setiap bahasa',
    zh: '每种语言都要填写问题和回答',
  },
  officeRobotKeywords: {
    en: 'Give the robot at least one keyword, separated by commas',
    ms: 'Berikan robot sekurang-kurangnya satu kata kunci, dipisahkan dengan koma',
    zh: '请至少为机器人填写一个关键词，用逗号分隔',
  },
  officeDictionarySingle: {
    en: 'This text can only be edited: it cannot be added, removed or moved',
    ms: 'Teks ini hanya boleh disunting: ia tidak boleh ditambah, dibuang atau dialihkan',
    zh: '此内容只能编辑，不能新增、删除或移动',
  },
  thingDictionaryEntry: { en: 'Text', ms: 'Teks', zh: '内容' },
} satisfies Record<string, Localized>;
