import type { Localized } from '../../db/schema';

/** Texts of the back office: the product form's and the CSV import's refusals. */
export const officeTexts = {
  officeNameEnRequired: {
    en: 'Enter the product name in English',
    ms: 'Masukkan nama produk dalam bahasa Inggeris',
    zh: '请输入英文商品名称',
  },
  officeNameMsRequired: {
    en: 'Enter the product name in Malay',
    ms: 'Masukkan nama produk dalam bahasa Melayu',
    zh: '请输入马来文商品名称',
  },
  officeNameZhRequired: {
    en: 'Enter the product name in Chinese',
    ms: 'Masukkan nama produk dalam bahasa Cina',
    zh: '请输入中文商品名称',
  },
  officeBrandRequired: { en: 'Enter the brand', ms: 'Masukkan jenama', zh: '请输入品牌' },
  officeSku: {
    en: 'SKU: 2 to 40 capital letters, digits or dashes',
    ms: 'SKU: 2 hingga 40 huruf besar, digit atau sengkang',
    zh: 'SKU：2至40个大写字母、数字或连字符',
  },
  officeSkuTaken: {
    en: 'Another product already has SKU {sku}',
    ms: 'Produk lain sudah menggunakan SKU {sku}',
    zh: '已有其他商品使用 SKU {sku}',
  },
  officePrice: {
    en: 'Enter a price of at least RM 0.01',
    ms: 'Masukkan harga sekurang-kurangnya RM 0.01',
    zh: '请输入至少 RM 0.01 的价格',
  },
  officeOriginalPrice: {
    en: 'The original price cannot be lower than the price',
    ms: 'Harga asal tidak boleh lebih rendah daripada harga',
    zh: '原价不能低于售价',
  },
  officeStock: {
    en: 'Stock must be a whole number from 0 to 1,000,000',
    ms: 'Stok mestilah nombor bulat dari 0 hingga 1,000,000',
    zh: '库存必须是0至1,000,000之间的整数',
  },
  officeTransferQuantity: {
    en: 'Move a whole number of units from 1 to 1,000,000',
    ms: 'Pindahkan nombor bulat unit dari 1 hingga 1,000,000',
    zh: '调拨数量必须是1至1,000,000之间的整数',
  },
  officeTransferSamePlace: {
    en: 'Choose two different places',
    ms: 'Pilih dua lokasi yang berbeza',
    zh: '请选择两个不同的地点',
  },
  officeTransferShort: {
    en: '{place} has only {stock} of this product to move',
    ms: '{place} hanya ada {stock} unit produk ini untuk dipindahkan',
    zh: '{place} 仅有 {stock} 件此商品可调拨',
  },
  officeWarehouse: { en: 'Warehouse', ms: 'Gudang', zh: '仓库' },
  officeImage: { en: 'Choose an image', ms: 'Pilih imej', zh: '请选择图片' },
  officeMakeRequired: {
    en: 'Enter the make of every fitment row',
    ms: 'Masukkan jenama kereta bagi setiap baris padanan',
    zh: '请为每一行适配填写品牌',
  },
  officeModelRequired: {
    en: 'Enter the model of every fitment row',
    ms: 'Masukkan model bagi setiap baris padanan',
    zh: '请为每一行适配填写车型',
  },
  officeYearRange: {
    en: 'Years must be between 1980 and 2100',
    ms: 'Tahun mestilah antara 1980 dan 2100',
    zh: '年份必须在1980至2100之间',
  },
  officeYearOrder: {
    en: 'The first year cannot be after the last year',
    ms: 'Tahun mula tidak boleh selepas tahun akhir',
    zh: '起始年份不能晚于结束年份',
  },
  officeFitmentRequired: {
    en: 'Add at least one car this product fits',
    ms: 'Tambah sekurang-kurangnya satu kereta yang sesuai dengan produk ini',
    zh: '请至少添加一款适配车型',
  },
  officeWiperSize: {
    en: 'Wiper size must be 10 to 32 inches',
    ms: 'Saiz pengelap mestilah 10 hingga 32 inci',
    zh: '雨刮尺寸必须为10至32英寸',
  },
  officeTyreSize: {
    en: 'Tyre size must look like 185/55R16',
    ms: 'Saiz tayar mestilah seperti 185/55R16',
    zh: '轮胎尺寸格式应如 185/55R16',
  },
  officeTyreFitment: {
    en: 'A tyre fits by its size: enter the tyre size',
    ms: 'Tayar dipadankan mengikut saiz: masukkan saiz tayar',
    zh: '轮胎按尺寸适配：请填写轮胎尺寸',
  },
  officeWiperFitment: {
    en: 'A wiper fits by its size: enter the position and inches',
    ms: 'Pengelap dipadankan mengikut saiz: masukkan kedudukan dan inci',
    zh: '雨刮按尺寸适配：请填写位置和英寸',
  },
  officeVlt: {
    en: 'Enter the VLT of the tint, 5 to 90 %',
    ms: 'Masukkan VLT filem tint, 5 hingga 90 %',
    zh: '请填写隔热膜透光率（5%至90%）',
  },
  officeCsvEmpty: {
    en: 'The file has no product rows',
    ms: 'Fail tidak mempunyai baris produk',
    zh: '文件中没有商品行',
  },
  officeCsvTooManyRows: {
    en: 'The file has more than {max} rows',
    ms: 'Fail mempunyai lebih daripada {max} baris',
    zh: '文件超过 {max} 行',
  },
  officeCsvColumns: {
    en: 'The first row must name the columns; missing: {columns}',
    ms: 'Baris pertama mesti menamakan lajur; tiada: {columns}',
    zh: '第一行必须为列名；缺少：{columns}',
  },
  officeCsvBadRow: {
    en: 'Row {row}: {problem}',
    ms: 'Baris {row}: {problem}',
    zh: '第 {row} 行：{problem}',
  },
  officeCsvRefused: {
    en: 'Nothing was imported. Row {row}: {problem}',
    ms: 'Tiada apa-apa diimport. Baris {row}: {problem}',
    zh: '未导入任何内容。第 {row} 行：{problem}',
  },
  officeCsvQuote: {
    en: 'a quoted value is not closed',
    ms: 'nilai berpetik tidak ditutup',
    zh: '引号内的值未闭合',
  },
  officeCsvAmount: {
    en: 'column {column} must be an amount in RM with at most two decimals, such as 129.00',
    ms: 'lajur {column} mestilah amaun dalam RM dengan paling banyak dua titik perpuluhan, seperti 129.00',
    zh: '列 {column} 必须为最多两位小数的令吉金额，例如 129.00',
  },
  officeCsvSpecs: {
    en: 'column specs must read name: value; name: value, with the names vlt_percent and seat_type',
    ms: 'lajur specs mestilah ditulis nama: nilai; nama: nilai, dengan nama vlt_percent dan seat_type',
    zh: 'specs 列必须写成 名称: 值; 名称: 值，名称为 vlt_percent 和 seat_type',
  },
  officeCsvFitment: {
    en: 'column fitment must read all cars, tyre: 205/55R16, wiper: long 24in, body types: sedan, hatchback, or cars such as Perodua Myvi 2018-2022; Proton Saga 2016',
    ms: 'lajur fitment mestilah ditulis all cars, tyre: 205/55R16, wiper: long 24in, body types: sedan, hatchback, atau kereta seperti Perodua Myvi 2018-2022; Proton Saga 2016',
    zh: 'fitment 列必须写成 all cars、tyre: 205/55R16、wiper: long 24in、body types: sedan, hatchback，或车型列表，例如 Perodua Myvi 2018-2022; Proton Saga 2016',
  },
  officeCsvNumber: {
    en: 'column {column} must be a whole number, 0 or more',
    ms: 'lajur {column} mestilah nombor bulat, 0 atau lebih',
    zh: '列 {column} 必须为不小于 0 的整数',
  },
  officeCsvDuplicate: {
    en: 'SKU {sku} appears again (first on row {first})',
    ms: 'SKU {sku} muncul lagi (pertama pada baris {first})',
    zh: 'SKU {sku} 重复出现（首次在第 {first} 行）',
  },
  officeCsvUnknownSku: {
    en: 'no product has SKU {sku}',
    ms: 'tiada produk dengan SKU {sku}',
    zh: '没有 SKU 为 {sku} 的商品',
  },
  officeCsvUnknownPlace: {
    en: 'no store has code {place} (the warehouse is WAREHOUSE)',
    ms: 'tiada kedai dengan kod {place} (gudang ialah WAREHOUSE)',
    zh: '没有代码为 {place} 的门店（仓库为 WAREHOUSE）',
  },
  officeCsvNotYourPlace: {
    en: '{place} is not your store',
    ms: '{place} bukan kedai anda',
    zh: '{place} 不是您的门店',
  },
  officeCsvPlaceAgain: {
    en: 'SKU {sku} at {place} appears again (first on row {first})',
    ms: 'SKU {sku} di {place} muncul lagi (pertama pada baris {first})',
    zh: 'SKU {sku} 在 {place} 重复出现（首次在第 {first} 行）',
  },
} satisfies Record<string, Localized>;
