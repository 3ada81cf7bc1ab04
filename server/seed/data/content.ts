import type { BannerSeed, CouponSeed, DictionarySeed } from './types';

/** Home page carousel. `jump` says where a tap goes. */
export const banners = [
  {
    title: {
      en: 'Save up to 40% on parts and services',
      ms: 'Jimat sehingga 40% untuk alat ganti dan servis',
      zh: '配件与服务最高节省40%',
    },
    image: 'banner-saving.svg',
    jump: { type: 'category', value: 'tyres' },
    sort: 1,
  },
  {
    title: {
      en: 'Basic service package at only RM 159.00',
      ms: 'Pakej servis asas hanya RM 159.00',
      zh: '基础保养套餐仅需 RM 159.00',
    },
    image: 'banner-service.svg',
    jump: { type: 'product', value: 'MNT-BASIC-001' },
    sort: 2,
  },
  {
    title: {
      en: '50+ partner workshops nationwide',
      ms: 'Lebih 50 bengkel rakan kongsi di seluruh negara',
      zh: '全国50多家合作门店',
    },
    image: 'banner-workshops.svg',
    jump: { type: 'page', value: '/pages-store/list/StoreList' },
    sort: 3,
  },
  {
    title: {
      en: '100% genuine parts, guaranteed',
      ms: 'Alat ganti 100% tulen, dijamin',
      zh: '100%正品配件，品质保证',
    },
    image: 'banner-genuine.svg',
    jump: { type: 'page', value: '/pages-common/useragree/AboutUs' },
    sort: 4,
  },
  {
    title: {
      en: '30-day warranty on every installation',
      ms: 'Waranti 30 hari untuk setiap pemasangan',
      zh: '每次安装均享30天保修',
    },
    image: 'banner-warranty.svg',
    jump: { type: 'page', value: '/pages/faq/faq' },
    sort: 5,
  },
] satisfies BannerSeed[];

/** Demo coupons. MERDEKA25 is deliberately expired so the app can show an unusable coupon. */
export const coupons = [
  {
    code: 'RODA10',
    title: {
      en: 'RM10 off orders above RM100',
      ms: 'Diskaun RM10 untuk pesanan melebihi RM100',
      zh: '订单满 RM100 减 RM10',
    },
    kind: 'amount',
    value: 1000,
    minSpendSen: 10000,
    maxDiscountSen: null,
    category: null,
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
  },
  {
    code: 'FIRST20',
    title: {
      en: 'RM20 off your first order',
      ms: 'Diskaun RM20 untuk pesanan pertama anda',
      zh: '首单立减 RM20',
    },
    kind: 'amount',
    value: 2000,
    minSpendSen: 8000,
    maxDiscountSen: null,
    category: null,
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
  },
  {
    code: 'TINT10',
    title: {
      en: '10% off solar tint film, up to RM50',
      ms: 'Diskaun 10% untuk filem solar, sehingga RM50',
      zh: '隔热膜九折，最高减 RM50',
    },
    kind: 'percent',
    value: 10,
    minSpendSen: 50000,
    maxDiscountSen: 5000,
    category: 'tint',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
  },
  {
    code: 'TYRE40',
    title: {
      en: 'RM40 off tyres above RM800',
      ms: 'Diskaun RM40 untuk tayar melebihi RM800',
      zh: '轮胎满 RM800 减 RM40',
    },
    kind: 'amount',
    value: 4000,
    minSpendSen: 80000,
    maxDiscountSen: null,
    category: 'tyres',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
  },
  {
    code: 'SERVIS15',
    title: {
      en: '15% off maintenance, up to RM30',
      ms: 'Diskaun 15% untuk penyelenggaraan, sehingga RM30',
      zh: '保养服务八五折，最高减 RM30',
    },
    kind: 'percent',
    value: 15,
    minSpendSen: 15000,
    maxDiscountSen: 3000,
    category: 'maintenance',
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
  },
  {
    code: 'MERDEKA25',
    title: {
      en: 'Merdeka special: RM25 off orders above RM150',
      ms: 'Istimewa Merdeka: Diskaun RM25 untuk pesanan melebihi RM150',
      zh: '国庆特惠：订单满 RM150 减 RM25',
    },
    kind: 'amount',
    value: 2500,
    minSpendSen: 15000,
    maxDiscountSen: null,
    category: null,
    validFrom: '2025-08-01',
    validTo: '2025-09-16',
  },
] satisfies CouponSeed[];

const faq = (sort: number, labelName: string, en: string, ms: string, zh: string): DictionarySeed => ({
  dictionaryId: 'FAQ',
  labelName,
  content: { en, ms, zh },
  sort,
});

const robot = (sort: number, labelName: string, en: string, ms: string, zh: string): DictionarySeed => ({
  dictionaryId: 'ROBOT',
  labelName,
  content: { en, ms, zh },
  sort,
});

/**
 * Dictionary entries read by the app.
 * - USERDEV/version: the app version compared by the version check (exactly one entry).
 * - FAQ: question on the first line, a blank line, then the answer.
 * - POLICY, USER_AGREEMENT, ABOUT_US: one long text each, paragraphs separated by blank lines.
 * - ROBOT: help robot answers; labelName is a comma-separated list of trigger keywords in all three languages.
 */
export const dictionary = [
  {
    dictionaryId: 'USERDEV',
    labelName: 'version',
    content: { en: '1.0.0', ms: '1.0.0', zh: '1.0.0' },
    sort: 1,
  },

  // ---------------- FAQ ----------------
  faq(
    1,
    'faq.booking',
    'How do I book an installation?\n\nChoose a product, select your car and a partner workshop, then pick a date and time slot when you place the order. Pay online and the workshop will confirm your appointment.',
    'Bagaimanakah cara menempah pemasangan?\n\nPilih produk, pilih kereta anda dan bengkel rakan kongsi, kemudian pilih tarikh dan slot masa semasa membuat pesanan. Bayar dalam talian dan bengkel akan mengesahkan janji temu anda.',
    '如何预约安装？\n\n选择商品后，选择您的车辆和合作门店，下单时再选择日期和时段。在线付款后，门店会确认您的预约。',
  ),
  faq(
    2,
    'faq.lead_time',
    'How early must I book?\n\nAppointments are available daily from 9:00 am to 5:00 pm and must be made at least 4 hours ahead, so the workshop can prepare your parts.',
    'Berapa awal saya perlu menempah?\n\nJanji temu tersedia setiap hari dari 9:00 pagi hingga 5:00 petang dan mesti dibuat sekurang-kurangnya 4 jam lebih awal supaya bengkel dapat menyediakan alat ganti anda.',
    '需要提前多久预约？\n\n每天上午9:00至下午5:00均可预约，且须至少提前4小时，以便门店为您准备配件。',
  ),
  faq(
    3,
    'faq.reschedule',
    'Can I change my appointment?\n\nYes. Open the order in My Orders and choose a new slot at least 4 hours before the original time. If you cannot make it at short notice, contact the workshop directly.',
    'Bolehkah saya menukar janji temu?\n\nBoleh. Buka pesanan dalam Pesanan Saya dan pilih slot baharu sekurang-kurangnya 4 jam sebelum masa asal. Jika anda tidak dapat hadir dalam masa yang singkat, hubungi bengkel secara terus.',
    '可以更改预约时间吗？\n\n可以。请在“我的订单”中打开订单，并在原预约时间至少4小时前选择新的时段。如临时无法到店，请直接联系门店。',
  ),
  faq(
    4,
    'faq.payment',
    "Which payment methods are accepted?\n\nWe accept FPX online banking, credit and debit cards, Touch 'n Go eWallet, GrabPay, Boost and DuitNow QR. Prices are in Ringgit Malaysia (RM).",
    "Apakah kaedah pembayaran yang diterima?\n\nKami menerima perbankan dalam talian FPX, kad kredit dan debit, Touch 'n Go eWallet, GrabPay, Boost dan DuitNow QR. Harga dalam Ringgit Malaysia (RM).",
    "支持哪些付款方式？\n\n我们支持 FPX 网上银行、信用卡和借记卡、Touch 'n Go eWallet、GrabPay、Boost 以及 DuitNow QR。价格以马币（RM）计算。",
  ),
  faq(
    5,
    'faq.warranty',
    'Is there a warranty?\n\nEvery installation comes with a 30-day workmanship warranty from the installation date. Products also carry the manufacturer\u2019s own warranty.',
    'Adakah waranti disediakan?\n\nSetiap pemasangan disertakan waranti kerja selama 30 hari dari tarikh pemasangan. Produk juga dilindungi oleh waranti pengeluar masing-masing.',
    '有保修吗？\n\n每次安装自安装之日起享有30天施工保修，商品另享制造商提供的原厂保修。',
  ),
  faq(
    6,
    'faq.refund',
    'How do refunds work?\n\nRequest a refund from the order page before the installation is done. We review every request within 3 working days, and approved refunds go back to your original payment method.',
    'Bagaimanakah proses bayaran balik?\n\nMohon bayaran balik melalui halaman pesanan sebelum pemasangan dibuat. Kami menyemak setiap permohonan dalam tempoh 3 hari bekerja, dan bayaran balik yang diluluskan dikembalikan melalui kaedah pembayaran asal anda.',
    '如何申请退款？\n\n请在安装前通过订单页面申请退款。我们会在3个工作日内审核每一项申请，审核通过的款项将退回至您的原付款方式。',
  ),
  faq(
    7,
    'faq.genuine',
    'Are the parts genuine?\n\nYes. All parts are 100% genuine and come directly from brand owners or their authorised distributors in Malaysia.',
    'Adakah alat ganti ini tulen?\n\nYa. Semua alat ganti adalah 100% tulen dan diperoleh terus daripada pemilik jenama atau pengedar sah mereka di Malaysia.',
    '配件是正品吗？\n\n是的。所有配件均为100%正品，直接来自品牌方或其在马来西亚的授权经销商。',
  ),
  faq(
    8,
    'faq.fitment',
    'How do I know a part fits my car?\n\nAdd your car under My Cars with its model, year and variant. We then show only the tyres, wipers and brake pads that match it. If no size is shown, our team will confirm the fit at the workshop.',
    'Bagaimanakah saya tahu alat ganti sesuai dengan kereta saya?\n\nTambah kereta anda di Kereta Saya dengan model, tahun dan varian. Kami akan memaparkan hanya tayar, pengelap dan pad brek yang sepadan. Jika tiada saiz dipaparkan, pasukan kami akan mengesahkannya di bengkel.',
    '如何确认配件适合我的车？\n\n请在“我的车辆”中添加车型、年份和版本，我们只会为您显示匹配的轮胎、雨刮和刹车片。如未显示合适尺寸，我们的团队会在门店为您确认。',
  ),
  faq(
    9,
    'faq.self_pickup',
    'Can I collect my order myself?\n\nYes. Choose self pickup at checkout and select any workshop or pickup outlet. Show your pickup code at the counter when the order is ready.',
    'Bolehkah saya mengambil pesanan sendiri?\n\nBoleh. Pilih ambil sendiri semasa pembayaran dan pilih mana-mana bengkel atau outlet pengambilan. Tunjukkan kod pengambilan di kaunter apabila pesanan sudah sedia.',
    '可以自行取货吗？\n\n可以。结账时选择“自取”，并选择任一门店或自取点。订单备好后，在柜台出示取货码即可。',
  ),
  faq(
    10,
    'faq.basic_service',
    'What is in the Basic Service Package?\n\nFor RM 159.00 you get 4 litres of semi-synthetic engine oil, a new oil filter, a drain plug washer, labour and a 30-point safety inspection.',
    'Apakah yang termasuk dalam Pakej Servis Asas?\n\nDengan RM 159.00 anda mendapat 4 liter minyak enjin separa sintetik, penapis minyak baharu, sesendal palam saliran, upah dan pemeriksaan keselamatan 30 perkara.',
    '基础保养套餐包含什么？\n\n只需 RM 159.00，即可获得4升半合成机油、全新机油滤芯、放油螺丝垫片、工时费以及30项安全检查。',
  ),
  faq(
    11,
    'faq.tint_law',
    'Is the tint film legal?\n\nOur tint packages follow JPJ rules: at least 70% light transmission on the front windscreen and at least 50% on the front side windows.',
    'Adakah filem solar ini sah di sisi undang-undang?\n\nPakej filem solar kami mematuhi peraturan JPJ: sekurang-kurangnya 70% penembusan cahaya pada cermin hadapan dan sekurang-kurangnya 50% pada tingkap sisi hadapan.',
    '隔热膜合法吗？\n\n我们的隔热膜套餐符合 JPJ 规定：前挡风玻璃透光率不低于70%，前侧窗透光率不低于50%。',
  ),

  // ---------------- POLICY ----------------
  {
    dictionaryId: 'POLICY',
    labelName: 'privacy_policy',
    content: {
      en: [
        'Privacy Policy',
        'Roda respects your privacy and handles your personal data in line with the Personal Data Protection Act 2010 (PDPA). This policy explains what we collect, why we collect it and the choices you have.',
        'We collect the information you give us when you register, book or order: your name, phone number, email address, car details such as plate number, model and wiper sizes, delivery or pickup details, and photos you upload for feedback, complaints or vehicle handover. We also record your orders, appointments and basic device information needed to run the app.',
        'We use this data to create your account, match parts to your car, arrange installation at the workshop you choose, process payments and refunds, send order updates and improve our service. Payments are handled by licensed payment providers; we do not store your full card details.',
        'We share your data only with the partner workshop or outlet serving your order, our payment and delivery partners, and authorities when the law requires it. We never sell your personal data.',
        'You may see and correct your data in the app. In Me > My data you can download a copy of everything we hold about you, and in Me > Delete my account you can delete your account at any time, confirmed by a code sent to your phone. We keep receipts and e-invoices for as long as tax law requires, and other records only as long as our retention rules allow. Offers and service reminders are sent only if you turn them on in Me > Notifications, and you can turn them off there at any time.',
      ].join('\n\n'),
      ms: [
        'Dasar Privasi',
        'Roda menghormati privasi anda dan mengendalikan data peribadi anda selaras dengan Akta Perlindungan Data Peribadi 2010 (PDPA). Dasar ini menerangkan data yang kami kumpul, sebab kami mengumpulnya dan pilihan yang anda ada.',
        'Kami mengumpul maklumat yang anda berikan semasa mendaftar, menempah atau membuat pesanan: nama, nombor telefon, alamat e-mel, butiran kereta seperti nombor pendaftaran, model dan saiz pengelap, butiran penghantaran atau pengambilan, serta foto yang anda muat naik untuk maklum balas, aduan atau serahan kenderaan. Kami juga merekodkan pesanan, janji temu dan maklumat asas peranti yang diperlukan untuk menjalankan aplikasi.',
        'Kami menggunakan data ini untuk membuka akaun anda, memadankan alat ganti dengan kereta anda, mengatur pemasangan di bengkel pilihan anda, memproses pembayaran dan bayaran balik, menghantar makluman pesanan dan menambah baik perkhidmatan kami. Pembayaran dikendalikan oleh penyedia pembayaran berlesen; kami tidak menyimpan butiran penuh kad anda.',
        'Kami hanya berkongsi data anda dengan bengkel atau outlet rakan kongsi yang menguruskan pesanan anda, rakan pembayaran dan penghantaran kami, serta pihak berkuasa apabila dikehendaki oleh undang-undang. Kami tidak sekali-kali menjual data peribadi anda.',
        'Anda boleh melihat dan membetulkan data anda dalam aplikasi. Di Saya > Data saya anda boleh memuat turun salinan semua data yang kami simpan tentang anda, dan di Saya > Padam akaun saya anda boleh memadam akaun anda pada bila-bila masa, disahkan dengan kod yang dihantar ke telefon anda. Kami menyimpan resit dan e-invois selama yang dikehendaki oleh undang-undang cukai, dan rekod lain hanya selama yang dibenarkan oleh peraturan penyimpanan kami. Tawaran dan peringatan servis hanya dihantar jika anda menghidupkannya di Saya > Notifikasi, dan anda boleh mematikannya di situ pada bila-bila masa.',
      ].join('\n\n'),
      zh: [
        '隐私政策',
        'Roda 尊重您的隐私，并依照《2010年个人资料保护法令》（PDPA）处理您的个人资料。本政策说明我们收集哪些资料、收集的原因以及您享有的选择。',
        '我们会收集您在注册、预约或下单时提供的资料：姓名、电话号码、电子邮箱、车辆资料（如车牌号码、车型和雨刮尺寸）、配送或自取信息，以及您为反馈、投诉或车辆交接上传的照片。我们也会记录您的订单、预约以及运行本应用所需的基本设备信息。',
        '我们使用这些资料来建立您的账户、为您的车辆匹配配件、在您选择的门店安排安装、处理付款和退款、发送订单通知并改进服务。付款由持牌支付服务商处理，我们不会保存您完整的银行卡信息。',
        '我们只会与负责您订单的合作门店或自取点、我们的支付及物流合作伙伴，以及在法律要求时与有关当局分享您的资料。我们绝不出售您的个人资料。',
        '您可以在应用内查看和更正您的资料。在“我的 > 我的数据”中，您可以下载我们所持有的关于您的全部资料副本；在“我的 > 删除我的账户”中，您可以随时删除账户，并通过发送到您手机的验证码确认。我们会按税法要求的期限保留收据和电子发票，其他记录只在我们的保留规则允许的期限内保存。优惠和保养提醒只有在您于“我的 > 通知”中开启后才会发送，您也可以随时在那里关闭。',
      ].join('\n\n'),
    },
    sort: 1,
  },

  // ---------------- USER_AGREEMENT ----------------
  {
    dictionaryId: 'USER_AGREEMENT',
    labelName: 'user_agreement',
    content: {
      en: [
        'User Agreement',
        'By registering for or using Roda, you agree to these terms. Roda is a platform that sells car parts and services and arranges their installation at independent partner workshops across Malaysia.',
        'You must give accurate details about yourself and your car. Fitment suggestions are based on the car details you provide; please check your car\u2019s model, year and variant before ordering. Keep your login and one-time passwords to yourself.',
        'Prices are shown in Ringgit Malaysia and include installation labour where stated. An order is confirmed once payment succeeds. Appointments run daily between 9:00 am and 5:00 pm and must be booked at least 4 hours ahead; please arrive on time, as late arrivals may need to be rescheduled.',
        'Each installation carries a 30-day workmanship warranty. Refund requests are reviewed within 3 working days; parts that have already been installed or damaged through misuse are not refundable, except where the law says otherwise.',
        'Please treat workshop staff with respect and do not misuse the app, reviews or complaints. We may suspend accounts that break these terms. These terms are governed by the laws of Malaysia, and we may update them with notice in the app.',
      ].join('\n\n'),
      ms: [
        'Perjanjian Pengguna',
        'Dengan mendaftar atau menggunakan Roda, anda bersetuju dengan terma ini. Roda ialah platform yang menjual alat ganti dan perkhidmatan kereta serta mengatur pemasangannya di bengkel rakan kongsi bebas di seluruh Malaysia.',
        'Anda mesti memberikan butiran yang tepat tentang diri dan kereta anda. Cadangan kesesuaian adalah berdasarkan butiran kereta yang anda berikan; sila semak model, tahun dan varian kereta anda sebelum membuat pesanan. Jangan kongsi maklumat log masuk dan kata laluan sekali guna anda.',
        'Harga dipaparkan dalam Ringgit Malaysia dan termasuk upah pemasangan jika dinyatakan. Pesanan disahkan sebaik sahaja pembayaran berjaya. Janji temu tersedia setiap hari dari 9:00 pagi hingga 5:00 petang dan mesti ditempah sekurang-kurangnya 4 jam lebih awal; sila tiba tepat pada masanya kerana kelewatan mungkin memerlukan janji temu ditukar.',
        'Setiap pemasangan disertakan waranti kerja selama 30 hari. Permohonan bayaran balik disemak dalam tempoh 3 hari bekerja; alat ganti yang telah dipasang atau rosak akibat salah guna tidak layak untuk bayaran balik, kecuali jika ditetapkan sebaliknya oleh undang-undang.',
        'Sila layan kakitangan bengkel dengan hormat dan jangan salah guna aplikasi, ulasan atau aduan. Kami boleh menggantung akaun yang melanggar terma ini. Terma ini tertakluk kepada undang-undang Malaysia, dan kami boleh mengemas kininya dengan notis dalam aplikasi.',
      ].join('\n\n'),
      zh: [
        '用户协议',
        '注册或使用 Roda 即表示您同意本条款。Roda 是一个销售汽车配件与服务、并在马来西亚各地独立合作门店安排安装的平台。',
        '您必须提供关于您本人及车辆的准确资料。适配建议基于您提供的车辆信息，下单前请核对车型、年份和版本。请妥善保管您的登录信息和一次性验证码。',
        '价格以马币显示，注明的商品已含安装工时费。付款成功后订单即确认。每天上午9:00至下午5:00均可预约，且须至少提前4小时预约；请准时到店，迟到可能需要重新安排时间。',
        '每次安装均享30天施工保修。退款申请将在3个工作日内审核；已安装或因使用不当而损坏的配件不予退款，法律另有规定者除外。',
        '请尊重门店工作人员，不得滥用本应用、评价或投诉功能。对于违反本条款的账户，我们有权暂停使用。本条款受马来西亚法律管辖，我们可能会在应用内发出通知后更新本条款。',
      ].join('\n\n'),
    },
    sort: 1,
  },

  // ---------------- ABOUT_US ----------------
  {
    dictionaryId: 'ABOUT_US',
    labelName: 'about_us',
    content: {
      en: [
        'About Roda',
        'Roda makes car care simple for Malaysian drivers. Pick your car, choose the part or service you need, and book an installation slot at one of our 50+ partner workshops from Perlis to Sabah.',
        'By buying directly from brands and authorised distributors, we help you save up to 40% compared with typical retail prices, and we sell only 100% genuine parts: tyres, wipers, brake pads, solar tint film, dashcams, child car seats and maintenance packages.',
        'Our Basic Service Package costs just RM 159.00, with oil, filter, labour and a 30-point inspection included. Every installation is backed by a 30-day warranty, and if something is not right, refund requests are reviewed within 3 working days.',
      ].join('\n\n'),
      ms: [
        'Tentang Roda',
        'Roda memudahkan penjagaan kereta untuk pemandu di Malaysia. Pilih kereta anda, pilih alat ganti atau servis yang diperlukan, dan tempah slot pemasangan di salah satu daripada lebih 50 bengkel rakan kongsi kami dari Perlis hingga Sabah.',
        'Dengan membeli terus daripada jenama dan pengedar sah, kami membantu anda menjimatkan sehingga 40% berbanding harga runcit biasa, dan kami hanya menjual alat ganti 100% tulen: tayar, pengelap, pad brek, filem solar, kamera papan pemuka, kerusi keselamatan kanak-kanak dan pakej penyelenggaraan.',
        'Pakej Servis Asas kami hanya RM 159.00, termasuk minyak, penapis, upah dan pemeriksaan 30 perkara. Setiap pemasangan dilindungi waranti 30 hari, dan jika ada masalah, permohonan bayaran balik disemak dalam tempoh 3 hari bekerja.',
      ].join('\n\n'),
      zh: [
        '关于 Roda',
        'Roda 让马来西亚车主的汽车保养变得简单。选择您的车辆和所需的配件或服务，即可在我们遍布玻璃市至沙巴的50多家合作门店预约安装时段。',
        '我们直接向品牌方及授权经销商采购，与一般零售价相比可为您节省高达40%，并且只销售100%正品配件：轮胎、雨刮、刹车片、隔热膜、行车记录仪、儿童安全座椅以及保养套餐。',
        '基础保养套餐仅需 RM 159.00，包含机油、滤芯、工时费和30项检查。每次安装均享30天保修；如有任何问题，退款申请将在3个工作日内完成审核。',
      ].join('\n\n'),
    },
    sort: 1,
  },

  // ---------------- ROBOT ----------------
  robot(
    1,
    'hours,opening,open,close,time,buka,tutup,waktu,营业,时间,几点',
    'Most partner workshops open Monday to Saturday from 9:00 am to 6:00 pm, and many also open on Sunday. Stores in Kedah, Kelantan and Terengganu close on Fridays. Check each store\u2019s hours in the store list.',
    'Kebanyakan bengkel rakan kongsi dibuka Isnin hingga Sabtu dari 9:00 pagi hingga 6:00 petang, dan banyak juga dibuka pada hari Ahad. Kedai di Kedah, Kelantan dan Terengganu ditutup pada hari Jumaat. Semak waktu setiap kedai dalam senarai kedai.',
    '大多数合作门店的营业时间为星期一至星期六上午9:00至下午6:00，不少门店星期日也营业。吉打、吉兰丹和登嘉楼的门店逢星期五休息。各门店的营业时间请查看门店列表。',
  ),
  robot(
    2,
    'warranty,guarantee,waranti,jaminan,保修,保固',
    'Every installation comes with a 30-day workmanship warranty from the installation date, on top of the manufacturer\u2019s warranty for the product. Keep your order number for any warranty claim.',
    'Setiap pemasangan disertakan waranti kerja selama 30 hari dari tarikh pemasangan, selain waranti pengeluar untuk produk tersebut. Simpan nombor pesanan anda untuk sebarang tuntutan waranti.',
    '每次安装自安装之日起享有30天施工保修，另享商品的原厂保修。如需申请保修，请保留您的订单号。',
  ),
  robot(
    3,
    'refund,return,cancel,money back,bayaran balik,pulang,batal,退款,退货,取消',
    'You can request a refund from the order page before installation. We review every refund request within 3 working days, and approved refunds go back to your original payment method.',
    'Anda boleh memohon bayaran balik melalui halaman pesanan sebelum pemasangan. Kami menyemak setiap permohonan bayaran balik dalam tempoh 3 hari bekerja, dan bayaran balik yang diluluskan dikembalikan melalui kaedah pembayaran asal anda.',
    '您可以在安装前通过订单页面申请退款。我们会在3个工作日内审核每一项退款申请，审核通过的款项将退回至原付款方式。',
  ),
  robot(
    4,
    'service,basic,package,price,oil,servis,asas,pakej,harga,minyak,保养,套餐,价格,机油',
    'Our Basic Service Package is RM 159.00. It includes 4 litres of semi-synthetic engine oil, a new oil filter, labour and a 30-point safety inspection.',
    'Pakej Servis Asas kami berharga RM 159.00. Ia merangkumi 4 liter minyak enjin separa sintetik, penapis minyak baharu, upah dan pemeriksaan keselamatan 30 perkara.',
    '我们的基础保养套餐价格为 RM 159.00，包含4升半合成机油、全新机油滤芯、工时费以及30项安全检查。',
  ),
  robot(
    5,
    'booking,book,appointment,slot,tempah,tempahan,janji temu,预约,时段',
    'Installation appointments are available daily from 9:00 am to 5:00 pm. Please book at least 4 hours ahead so the workshop can prepare your parts. You can change the slot from My Orders.',
    'Janji temu pemasangan tersedia setiap hari dari 9:00 pagi hingga 5:00 petang. Sila tempah sekurang-kurangnya 4 jam lebih awal supaya bengkel dapat menyediakan alat ganti anda. Anda boleh menukar slot melalui Pesanan Saya.',
    '每天上午9:00至下午5:00均可预约安装。请至少提前4小时预约，以便门店为您准备配件。您可以在“我的订单”中更改时段。',
  ),
  robot(
    6,
    'payment,pay,fpx,card,ewallet,tng,grabpay,boost,duitnow,bayar,pembayaran,付款,支付',
    "We accept FPX online banking, credit and debit cards, Touch 'n Go eWallet, GrabPay, Boost and DuitNow QR.",
    "Kami menerima perbankan dalam talian FPX, kad kredit dan debit, Touch 'n Go eWallet, GrabPay, Boost dan DuitNow QR.",
    "我们支持 FPX 网上银行、信用卡和借记卡、Touch 'n Go eWallet、GrabPay、Boost 以及 DuitNow QR。",
  ),
  robot(
    7,
    'workshop,store,branch,location,near,bengkel,kedai,cawangan,lokasi,门店,分店,附近',
    'We have 50+ partner workshops and pickup outlets in every state and federal territory. Open the store list and filter by state and city to find the one nearest to you.',
    'Kami mempunyai lebih 50 bengkel rakan kongsi dan outlet pengambilan di setiap negeri dan wilayah persekutuan. Buka senarai kedai dan tapis mengikut negeri dan bandar untuk mencari yang paling dekat dengan anda.',
    '我们在每个州属和联邦直辖区共有50多家合作门店和自取点。打开门店列表，按州属和城市筛选，即可找到离您最近的门店。',
  ),
  robot(
    8,
    'genuine,original,fake,tulen,asli,palsu,正品,原装,假货',
    'All parts sold on Roda are 100% genuine, sourced directly from brand owners or their authorised Malaysian distributors.',
    'Semua alat ganti yang dijual di Roda adalah 100% tulen, diperoleh terus daripada pemilik jenama atau pengedar sah mereka di Malaysia.',
    'Roda 销售的所有配件均为100%正品，直接来自品牌方或其在马来西亚的授权经销商。',
  ),
] satisfies DictionarySeed[];
