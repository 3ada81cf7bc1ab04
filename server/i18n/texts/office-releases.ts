/** Texts of the back office's releases. */
export const officeReleasesTexts = {
  releaseVersionFormat: {
    en: 'A version is digits and dots, e.g. 1.0.1',
    ms: 'Versi ialah digit dan titik, cth. 1.0.1',
    zh: '版本号由数字和点组成，例如 1.0.1',
  },
  releaseNotNewer: {
    en: 'Version {version} is not newer than the current release {previous}',
    ms: 'Versi {version} tidak lebih baharu daripada keluaran semasa {previous}',
    zh: '版本 {version} 不比当前版本 {previous} 新',
  },
  releaseMinTooNew: {
    en: 'The minimum supported version {min} cannot be newer than {version}',
    ms: 'Versi minimum yang disokong {min} tidak boleh lebih baharu daripada {version}',
    zh: '最低支持版本 {min} 不能比 {version} 新',
  },
  releaseNotesEn: {
    en: 'Write the notes in English',
    ms: 'Tulis nota dalam bahasa Inggeris',
    zh: '请填写英文更新说明',
  },
  releaseNotesMs: { en: 'Write the notes in Malay', ms: 'Tulis nota dalam bahasa Melayu', zh: '请填写马来文更新说明' },
  releaseNotesZh: { en: 'Write the notes in Chinese', ms: 'Tulis nota dalam bahasa Cina', zh: '请填写中文更新说明' },
};
