import type { Localized } from '../../db/schema';

/** Texts of the staff side: accounts, work orders, the goods desk, complaints and refunds follow-up. */
export const staffTexts = {
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
  handoverBeforeAppointment: {
    en: 'This car is booked for {date}. Confirm that the customer came early to start the handover today.',
    ms: 'Kereta ini ditempah untuk {date}. Sahkan bahawa pelanggan datang awal untuk memulakan serahan hari ini.',
    zh: '此车预约在 {date}。请确认客户提前到店，方可今天开始交车。',
  },
  handoverMileageRequired: {
    en: 'Please enter the mileage on the odometer',
    ms: 'Sila masukkan bacaan odometer',
    zh: '请填写里程表读数',
  },
  handoverMileageRange: {
    en: 'Please enter the mileage in km, from 0 to 2,000,000',
    ms: 'Sila masukkan bacaan dalam km, dari 0 hingga 2,000,000',
    zh: '请填写以公里为单位的里程，0 至 2,000,000',
  },
  handoverFuelRequired: {
    en: 'Please choose the fuel level',
    ms: 'Sila pilih paras minyak',
    zh: '请选择油量',
  },
  handoverDamageTwice: {
    en: 'Each part of the car can be marked once',
    ms: 'Setiap bahagian kereta hanya boleh ditanda sekali',
    zh: '车辆每个部位只能标记一次',
  },
  handoverSignatureRequired: {
    en: 'Please ask the customer to sign the check-in',
    ms: 'Sila minta pelanggan menandatangani daftar masuk',
    zh: '请让客户在接车单上签名',
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
  installOnly: {
    en: 'Only installation orders have a work order',
    ms: 'Hanya pesanan pemasangan mempunyai pesanan kerja',
    zh: '只有安装订单才有工单',
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
  thingSignup: { en: 'sign-up', ms: 'pendaftaran', zh: '注册申请' },
  inboxComplaintInProgressTitle: { en: 'Complaint in progress', ms: 'Aduan sedang diproses', zh: '投诉处理中' },
  inboxComplaintInProgressBody: {
    en: 'We are working on your complaint {complaintNo} about order {orderNo}.',
    ms: 'Kami sedang menguruskan aduan anda {complaintNo} berkenaan pesanan {orderNo}.',
    zh: '我们正在处理您关于订单 {orderNo} 的投诉 {complaintNo}。',
  },
  inboxComplaintProcessedTitle: { en: 'Complaint processed', ms: 'Aduan telah diproses', zh: '投诉已处理' },
  inboxComplaintProcessedBody: {
    en: 'Your complaint {complaintNo} has been processed: {result}',
    ms: 'Aduan anda {complaintNo} telah diproses: {result}',
    zh: '您的投诉 {complaintNo} 已处理：{result}',
  },
  inboxCollectedTitle: { en: 'Order collected', ms: 'Pesanan diambil', zh: '已取货' },
  inboxCollectedBody: {
    en: 'Order {orderNo} was collected at the store. Thank you for choosing Roda.',
    ms: 'Pesanan {orderNo} telah diambil di kedai. Terima kasih kerana memilih Roda.',
    zh: '订单 {orderNo} 已在门店取货。感谢选择 Roda。',
  },
  inboxCollectedByProxyBody: {
    en: 'Order {orderNo} was collected at the store by {collector}. Thank you for choosing Roda.',
    ms: 'Pesanan {orderNo} telah diambil di kedai oleh {collector}. Terima kasih kerana memilih Roda.',
    zh: '订单 {orderNo} 已由 {collector} 在门店代取。感谢选择 Roda。',
  },
  inboxShippedTitle: { en: 'Order shipped', ms: 'Pesanan dihantar', zh: '订单已发货' },
  inboxShippedBody: {
    en: 'Order {orderNo} is on its way with {courier}, tracking number {trackingNo}.',
    ms: 'Pesanan {orderNo} sedang dihantar oleh {courier}, nombor penjejakan {trackingNo}.',
    zh: '订单 {orderNo} 已由 {courier} 发出，快递单号 {trackingNo}。',
  },
} satisfies Record<string, Localized>;
