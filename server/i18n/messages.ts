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
  appointmentPast: {
    en: 'The appointment time has already passed. Please rebook',
    ms: 'Masa temujanji telah berlalu. Sila tempah semula',
    zh: '预约时间已过，请重新预约',
  },
  appointmentTooEarly: {
    en: 'The earliest appointment is 9:00 am. Please rebook',
    ms: 'Temujanji paling awal ialah 9:00 pagi. Sila tempah semula',
    zh: '最早预约时间为上午9:00，请重新预约',
  },
  appointmentTooLate: {
    en: 'The latest appointment is 5:00 pm. Please rebook',
    ms: 'Temujanji paling lewat ialah 5:00 petang. Sila tempah semula',
    zh: '最晚预约时间为下午5:00，请重新预约',
  },
  appointmentTooSoon: {
    en: 'Appointments must be made at least 4 hours in advance. Please rebook',
    ms: 'Temujanji mesti dibuat sekurang-kurangnya 4 jam lebih awal. Sila tempah semula',
    zh: '预约须至少提前4小时，请重新预约',
  },
  chooseSlot: {
    en: 'Please select an appointment time period or choose another date',
    ms: 'Sila pilih slot masa temujanji atau pilih tarikh lain',
    zh: '请选择预约时间段或选择其他日期',
  },
  slotFull: {
    en: 'This time slot is fully booked. Please choose another time',
    ms: 'Slot masa ini telah penuh. Sila pilih masa lain',
    zh: '该时间段已约满，请选择其他时间',
  },
  storeClosed: {
    en: 'The store is closed on that day. Please choose another date',
    ms: 'Kedai ditutup pada hari tersebut. Sila pilih tarikh lain',
    zh: '门店当天不营业，请选择其他日期',
  },
  storeNotFound: {
    en: 'Store information not found',
    ms: 'Maklumat kedai tidak dijumpai',
    zh: '未找到门店信息',
  },
  storeRequired: { en: 'Please select a store', ms: 'Sila pilih kedai', zh: '请选择门店' },
  storeCannotInstall: {
    en: 'This store does not do installations. Please choose a workshop',
    ms: 'Kedai ini tidak melakukan pemasangan. Sila pilih bengkel',
    zh: '该门店不提供安装服务，请选择维修中心',
  },
  plateRequired: {
    en: 'Please enter the car plate number',
    ms: 'Sila masukkan nombor plat kereta',
    zh: '请输入车牌号码',
  },
  addressRequired: {
    en: 'Please fill in the mailing address',
    ms: 'Sila isi alamat surat-menyurat',
    zh: '请填写收货地址',
  },
  emptyOrder: {
    en: 'Please select a product',
    ms: 'Sila pilih produk',
    zh: '请选择商品',
  },
  couponInvalid: {
    en: 'This coupon cannot be used for this order',
    ms: 'Kupon ini tidak boleh digunakan untuk pesanan ini',
    zh: '该优惠券不适用于此订单',
  },
  cancelReasonRequired: {
    en: 'Please give a reason for cancelling',
    ms: 'Sila nyatakan sebab pembatalan',
    zh: '请填写取消原因',
  },
  refundReasonRequired: {
    en: 'Please give a reason for the refund',
    ms: 'Sila nyatakan sebab bayaran balik',
    zh: '请填写退款原因',
  },
  contactRequired: {
    en: 'Please enter your contact information',
    ms: 'Sila masukkan maklumat hubungan anda',
    zh: '请填写联系方式',
  },
  dateFormat: {
    en: 'Please choose a valid date',
    ms: 'Sila pilih tarikh yang sah',
    zh: '请选择有效日期',
  },
  timeFormat: {
    en: 'Please choose a valid time',
    ms: 'Sila pilih masa yang sah',
    zh: '请选择有效时间',
  },
  postcodeFormat: {
    en: 'Please enter a 5-digit postcode',
    ms: 'Sila masukkan poskod 5 digit',
    zh: '请输入5位邮编',
  },
  refundExists: {
    en: 'A refund request for this order is already open',
    ms: 'Permohonan bayaran balik untuk pesanan ini sudah dibuka',
    zh: '该订单已有处理中的退款申请',
  },
  paymentExpired: {
    en: 'The payment time for this order has expired. Please place the order again',
    ms: 'Masa pembayaran untuk pesanan ini telah tamat. Sila buat pesanan semula',
    zh: '该订单支付时间已过，请重新下单',
  },
  // ---- account, support and uploads (issue 6) ----
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
  robotFallback: {
    en: "Sorry, I don't have an answer to that yet. You can ask me about: {topics}.",
    ms: 'Maaf, saya belum ada jawapan untuk soalan itu. Anda boleh bertanya tentang: {topics}.',
    zh: '抱歉，我暂时无法回答这个问题。您可以问我：{topics}。',
  },
  // ---- staff (issue 7) ----
  accountRefused: {
    en: 'Your registration was not approved: {reason}',
    ms: 'Pendaftaran anda tidak diluluskan: {reason}',
    zh: '您的注册未通过审核：{reason}',
  },
  passwordWrong: {
    en: 'Wrong phone number or password',
    ms: 'Nombor telefon atau kata laluan salah',
    zh: '手机号码或密码错误',
  },
  passwordLocked: {
    en: 'Too many wrong passwords, please try again in {minutes} minutes or log in with a verification code',
    ms: 'Terlalu banyak kata laluan salah, sila cuba lagi dalam {minutes} minit atau log masuk dengan kod pengesahan',
    zh: '密码错误次数过多，请在{minutes}分钟后重试，或使用验证码登录',
  },
  passwordMismatch: {
    en: 'The two passwords do not match',
    ms: 'Kedua-dua kata laluan tidak sepadan',
    zh: '两次输入的密码不一致',
  },
  passwordRule: {
    en: 'Password does not meet the requirements',
    ms: 'Kata laluan tidak memenuhi syarat',
    zh: '密码不符合要求',
  },
  agreementRequired: {
    en: 'Please read and check the agreement',
    ms: 'Sila baca dan tandakan perjanjian',
    zh: '请阅读并勾选协议',
  },
  nameRequired: { en: 'Please enter your name', ms: 'Sila masukkan nama anda', zh: '请输入姓名' },
  companyRequired: { en: 'Please enter the company', ms: 'Sila masukkan syarikat', zh: '请输入公司' },
  refuseReasonRequired: {
    en: 'Please enter the reason for refusal',
    ms: 'Sila masukkan sebab penolakan',
    zh: '请输入拒绝原因',
  },
  rejectReasonRequired: {
    en: 'Please enter the reason for rejection',
    ms: 'Sila masukkan sebab penolakan',
    zh: '请输入驳回原因',
  },
  reworkReasonRequired: {
    en: 'Please enter the reason for the rework',
    ms: 'Sila masukkan sebab kerja semula',
    zh: '请输入返工原因',
  },
  reworkDescriptionRequired: {
    en: 'Please describe the rework',
    ms: 'Sila terangkan kerja semula',
    zh: '请填写返工说明',
  },
  handoverImageRequired: {
    en: 'A handover needs at least 1 image',
    ms: 'Serahan memerlukan sekurang-kurangnya 1 imej',
    zh: '交车至少需要1张图片',
  },
  groupPhotoRequired: {
    en: 'Please upload the group photo with sales, technician and vehicle first',
    ms: 'Sila muat naik foto berkumpulan bersama jurujual, juruteknik dan kenderaan dahulu',
    zh: '请先上传销售、技师与车辆的合影',
  },
  progressTimesRequired: {
    en: 'Please enter the estimated completion time and the expected delivery date',
    ms: 'Sila masukkan anggaran masa siap dan jangkaan tarikh penghantaran',
    zh: '请填写预计完工时间和预计交车日期',
  },
  oldFilmRequired: {
    en: 'Please choose whether old film was removed',
    ms: 'Sila pilih sama ada filem lama telah ditanggalkan',
    zh: '请选择是否去除旧膜',
  },
  oldFilmDetailsRequired: {
    en: 'Please enter the quantity and a photo of the removed old film',
    ms: 'Sila masukkan kuantiti dan foto filem lama yang ditanggalkan',
    zh: '请填写去除旧膜的数量并上传照片',
  },
  waitForReturn: {
    en: 'Please wait for the construction team to complete the vehicle pick-up and upload the information',
    ms: 'Sila tunggu pasukan pemasangan selesai mengambil kenderaan dan memuat naik maklumat',
    zh: '请等待施工团队完成提车并上传信息',
  },
  signerRequired: {
    en: 'Please enter the name of the signer',
    ms: 'Sila masukkan nama penandatangan',
    zh: '请输入签收人姓名',
  },
  assignedToOther: {
    en: 'This work order is assigned to another technician',
    ms: 'Pesanan kerja ini ditugaskan kepada juruteknik lain',
    zh: '该工单已指派给其他技师',
  },
  assigneeInvalid: {
    en: 'Please choose an active {role} of this store',
    ms: 'Sila pilih {role} aktif dari kedai ini',
    zh: '请选择本门店在职的{role}',
  },
  processingResultRequired: {
    en: 'Please enter the processing result',
    ms: 'Sila masukkan hasil pemprosesan',
    zh: '请填写处理结果',
  },
  pickupCodeFormat: {
    en: 'Please enter the 6-digit pickup code',
    ms: 'Sila masukkan kod pengambilan 6 digit',
    zh: '请输入6位取货码',
  },
  pickupCodeWrong: {
    en: 'The pickup code is not correct',
    ms: 'Kod pengambilan tidak betul',
    zh: '取货码不正确',
  },
  expressCompanyRequired: {
    en: 'Please enter the courier company',
    ms: 'Sila masukkan syarikat kurier',
    zh: '请输入快递公司',
  },
  expressNoRequired: {
    en: 'Please enter the tracking number',
    ms: 'Sila masukkan nombor penjejakan',
    zh: '请输入快递单号',
  },
  complaintOtherOrder: {
    en: 'This complaint is about another order',
    ms: 'Aduan ini berkenaan pesanan lain',
    zh: '该投诉属于其他订单',
  },
  installOnly: {
    en: 'Only installation orders have a work order',
    ms: 'Hanya pesanan pemasangan mempunyai pesanan kerja',
    zh: '只有安装订单才有工单',
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
  unpaidOrderLimit: {
    en: 'You have {limit} orders waiting for payment. Please pay or cancel one before placing another',
    ms: 'Anda mempunyai {limit} pesanan yang menunggu pembayaran. Sila bayar atau batalkan satu sebelum membuat pesanan baharu',
    zh: '您有 {limit} 个待付款订单，请先付款或取消其中一个再下单',
  },
  slotNotOnGrid: {
    en: 'Please choose one of the appointment times offered',
    ms: 'Sila pilih salah satu masa temujanji yang ditawarkan',
    zh: '请选择提供的预约时间之一',
  },
  refundWorkStarted: {
    en: 'The work on this order has started, so the refund cannot be approved. Reject it with a note to the customer',
    ms: 'Kerja untuk pesanan ini telah bermula, jadi bayaran balik tidak boleh diluluskan. Tolaknya dengan nota kepada pelanggan',
    zh: '该订单已开始施工，无法批准退款。请驳回并向客户说明',
  },
  refundPendingHoldsWork: {
    en: 'The customer asked for a refund. Wait for the review before starting the work',
    ms: 'Pelanggan telah memohon bayaran balik. Tunggu semakan sebelum memulakan kerja',
    zh: '客户已申请退款，请等待审核结果后再开始施工',
  },
  passwordCommon: {
    en: 'This password is too common or easy to guess. Please choose another',
    ms: 'Kata laluan ini terlalu biasa atau mudah diteka. Sila pilih yang lain',
    zh: '该密码过于常见或容易被猜到，请换一个',
  },
  rateLimited: {
    en: 'Too many requests. Please try again in a moment',
    ms: 'Terlalu banyak permintaan. Sila cuba sebentar lagi',
    zh: '请求过于频繁，请稍后再试',
  },
  pickupCodeLocked: {
    en: 'Too many wrong pickup codes for this order. Please try again in {minutes} minutes',
    ms: 'Terlalu banyak kod pengambilan salah untuk pesanan ini. Sila cuba lagi dalam {minutes} minit',
    zh: '此订单取货码错误次数过多，请在{minutes}分钟后重试',
  },
  pickupLookupLocked: {
    en: 'Too many pickup code look-ups. Please try again in {minutes} minutes',
    ms: 'Terlalu banyak carian kod pengambilan. Sila cuba lagi dalam {minutes} minit',
    zh: '取货码查询次数过多，请在{minutes}分钟后重试',
  },
  pickupCodeNoOrder: {
    en: 'No order waiting for pickup at this store has this code',
    ms: 'Tiada pesanan yang menunggu pengambilan di kedai ini mempunyai kod ini',
    zh: '本门店没有使用此取货码的待取货订单',
  },
  orderFindOne: {
    en: 'Please give the order or its pickup code',
    ms: 'Sila berikan pesanan atau kod pengambilannya',
    zh: '请提供订单或其取货码',
  },
  collectorNameRequired: {
    en: 'Please enter the name of the person collecting',
    ms: 'Sila masukkan nama orang yang mengambil',
    zh: '请输入代取人姓名',
  },
  packFirst: {
    en: 'Please pack the order before shipping it',
    ms: 'Sila bungkus pesanan sebelum menghantarnya',
    zh: '请先打包再发货',
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
