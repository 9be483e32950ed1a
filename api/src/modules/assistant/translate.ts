/**
 * Arabic renderings of the English operational data (places, services, event and document texts), so that
 * Arabic replies read as Arabic. Anything unknown is kept as written.
 */

const PLACES: Record<string, string> = {
  'jebel ali free zone': 'المنطقة الحرة بجبل علي',
  'dubai airport free zone': 'المنطقة الحرة لمطار دبي',
  'dubai world central': 'دبي وورلد سنترال',
  'ras al khaimah': 'رأس الخيمة',
  'umm al quwain': 'أم القيوين',
  'abu dhabi': 'أبوظبي',
  'saudi arabia': 'السعودية',
  'united kingdom': 'المملكة المتحدة',
  'united states': 'الولايات المتحدة',
  'al ain': 'العين',
  'al quoz': 'القوز',
  'al ghuwaifat': 'الغويفات',
  'business bay': 'الخليج التجاري',
  'emirates road': 'شارع الإمارات',
  'arabian sea': 'بحر العرب',
  'jebel ali': 'جبل علي',
  'khalid port': 'ميناء خالد',
  'khalifa port': 'ميناء خليفة',
  dubai: 'دبي',
  sharjah: 'الشارقة',
  ajman: 'عجمان',
  fujairah: 'الفجيرة',
  uae: 'الإمارات',
  shanghai: 'شنغهاي',
  shenzhen: 'شنتشن',
  china: 'الصين',
  mumbai: 'مومباي',
  india: 'الهند',
  hamburg: 'هامبورغ',
  germany: 'ألمانيا',
  riyadh: 'الرياض',
  jeddah: 'جدة',
  istanbul: 'إسطنبول',
  türkiye: 'تركيا',
  turkiye: 'تركيا',
  turkey: 'تركيا',
  muscat: 'مسقط',
  oman: 'عُمان',
  colombo: 'كولومبو',
  'sri lanka': 'سريلانكا',
  kuwait: 'الكويت',
  qatar: 'قطر',
  doha: 'الدوحة',
  bahrain: 'البحرين',
  cairo: 'القاهرة',
  egypt: 'مصر',
  london: 'لندن',
  singapore: 'سنغافورة',
};

const SERVICES: Record<string, string> = {
  'sea freight (fcl)': 'شحن بحري (حاوية كاملة)',
  'sea freight (lcl)': 'شحن بحري (شحنة جزئية)',
  'sea freight': 'شحن بحري',
  'air freight (express)': 'شحن جوي (سريع)',
  'air freight (standard)': 'شحن جوي (عادي)',
  'air freight': 'شحن جوي',
  'road freight (gcc)': 'شحن بري (دول الخليج)',
  'road freight': 'شحن بري',
  'domestic road': 'نقل بري داخلي',
  'same-day courier': 'توصيل في نفس اليوم',
  courier: 'بريد سريع',
};

const DOCUMENT_NAMES: Record<string, string> = {
  commercial_invoice: 'الفاتورة التجارية',
  packing_list: 'قائمة التعبئة',
  certificate_of_origin: 'شهادة المنشأ',
  air_waybill: 'بوليصة الشحن الجوي',
  bill_of_lading: 'بوليصة الشحن البحري',
  import_permit: 'تصريح الاستيراد',
  customs_declaration: 'البيان الجمركي',
  export_declaration: 'بيان التصدير',
  delivery_order: 'إذن التسليم',
};

/** A single place name ("Port of Shanghai", "Sharjah Customs", "Dubai"). */
function placePart(part: string): string {
  const key = part.trim().toLowerCase();
  const direct = PLACES[key];
  if (direct) return direct;
  let m = /^port of (.+)$/i.exec(part.trim());
  if (m) return `ميناء ${placePart(m[1]!)}`;
  m = /^(.+) customs$/i.exec(part.trim());
  if (m) return `جمارك ${placePart(m[1]!)}`;
  m = /^(.+) (?:airport|international airport)$/i.exec(part.trim());
  if (m) return `مطار ${placePart(m[1]!)}`;
  m = /^(.+) port$/i.exec(part.trim());
  if (m) return `ميناء ${placePart(m[1]!)}`;
  return part.trim();
}

/** "Shanghai, China" → "شنغهاي، الصين". */
export function placeAr(place: string): string {
  return place
    .split(',')
    .map((p) => placePart(p))
    .join('، ');
}

export function serviceAr(service: string): string {
  return SERVICES[service.trim().toLowerCase()] ?? service;
}

export function documentNameAr(documentType: string, name: string): string {
  return DOCUMENT_NAMES[documentType] ?? DOCUMENT_NAMES[name.trim().toLowerCase().replace(/\s+/g, '_')] ?? name;
}

const REASONS: [RegExp, string][] = [
  [/weather/i, 'الأحوال الجوية'],
  [/sandstorm/i, 'عاصفة رملية'],
  [/flight rescheduled|rescheduled flight/i, 'إعادة جدولة الرحلة'],
  [/congestion/i, 'ازدحام في الميناء'],
  [/missed connection|missed flight/i, 'فوات رحلة الربط'],
  [/document|paperwork/i, 'استكمال المستندات'],
  [/inspection/i, 'الفحص الجمركي'],
  [/address/i, 'مشكلة في العنوان'],
  [/holiday/i, 'عطلة رسمية'],
  [/vessel|ship/i, 'تأخر السفينة'],
];

/** The reasons mentioned in an English delay text, in Arabic ("الأحوال الجوية، عاصفة رملية"). */
export function delayReasonAr(text: string): string | undefined {
  const found = REASONS.filter(([re]) => re.test(text)).map(([, ar]) => ar);
  return found.length ? found.join('، ') : undefined;
}

const EVENTS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^booking confirmed$/i, () => 'تم تأكيد الحجز'],
  [/^(?:shipment )?booked$/i, () => 'تم حجز الشحنة'],
  [/^pickup scheduled$/i, () => 'تمت جدولة الاستلام من المرسل'],
  [/^order received; awaiting pickup$/i, () => 'تم استلام الطلب؛ بانتظار الاستلام من المرسل'],
  [/^collected from sender$/i, () => 'تم الاستلام من المرسل'],
  [/^departed port of loading$/i, () => 'غادرت ميناء الشحن'],
  [/^departed (.+)$/i, (m) => `غادرت ${placePart(m[1]!)}`],
  [/^arrived at (.+)$/i, (m) => `وصلت إلى ${placePart(m[1]!)}`],
  [/^transshipment completed$/i, () => 'اكتملت المسافنة (إعادة الشحن)'],
  [/^vessel en route to (.+)$/i, (m) => `السفينة في طريقها إلى ${placePart(m[1]!)}`],
  [/^crossed (.+) border$/i, (m) => `عبرت منفذ ${placePart(m[1]!)} الحدودي`],
  [/^customs inspection in progress$/i, () => 'الفحص الجمركي جارٍ'],
  [/^cleared customs \(gcc origin, duty exempt\)$/i, () => 'تم التخليص الجمركي (منشأ خليجي، معفاة من الرسوم)'],
  [/^cleared customs$|^customs cleared$/i, () => 'تم التخليص الجمركي'],
  [/^customs cleared at (.+)$/i, (m) => `تم التخليص الجمركي في ${placePart(m[1]!)}`],
  [/^held for document check: invoice value query$/i, () => 'محتجزة لتدقيق المستندات: استفسار عن قيمة الفاتورة'],
  [/^held for (.+)$/i, () => 'محتجزة للتدقيق'],
  [/^out for delivery$/i, () => 'خرجت للتوصيل'],
  [/^delivered and signed for$/i, () => 'تم التسليم والتوقيع بالاستلام'],
  [/^delivered$/i, () => 'تم التسليم'],
  [
    /^delayed: (.+)$/i,
    (m) => {
      const reason = delayReasonAr(m[1]!);
      return reason ? `تأخير: ${reason}` : 'تأخير';
    },
  ],
];

/** An event description in Arabic when it follows a known pattern, else undefined. */
export function eventAr(description: string): string | undefined {
  const text = description.trim();
  for (const [re, render] of EVENTS) {
    const m = re.exec(text);
    if (m) return render(m);
  }
  return undefined;
}

const DOC_NOTES: [RegExp, string][] = [
  [
    /value does not match|value mismatch|corrected invoice/i,
    'قيمة الفاتورة لا تطابق القيمة المصرّح بها؛ مطلوب فاتورة مصحّحة',
  ],
  [/ministry of health|mohap/i, 'تصريح وزارة الصحة ووقاية المجتمع قيد المراجعة'],
  [/chamber of commerce attestation|attestation/i, 'بانتظار تصديق غرفة التجارة'],
  [/duty assessment pending/i, 'تم تقديم البيان؛ تقدير الرسوم قيد الإجراء'],
  [/will be filed on arrival/i, 'سيُقدَّم بيان الاستيراد عند الوصول'],
  [/free zone exit|transfer\) declaration/i, 'بيان الخروج (التحويل) من المنطقة الحرة لم يُقدَّم بعد'],
  [/to be uploaded/i, 'لم يتم رفعها بعد'],
  [/gcc certificate of origin accepted/i, 'قُبلت شهادة المنشأ الخليجية (إعفاء من الرسوم)'],
  [/duty of 5% paid/i, 'تم دفع الرسوم الجمركية 5%'],
  [/declaration closed/i, 'تم إغلاق البيان'],
  [/original bill of lading released/i, 'تم الإفراج عن بوليصة الشحن الأصلية'],
  [/matches \d+ cartons|packing list matches/i, 'قائمة التعبئة مطابقة للكراتين'],
  [/verified against the booking/i, 'تم التحقق من الفاتورة مقابل الحجز'],
  [/air waybill (?:issued|closed)/i, 'صدرت بوليصة الشحن الجوي'],
  [/proforma/i, 'الفاتورة المبدئية مرفقة'],
  [/approved/i, 'معتمد'],
];

export function documentNoteAr(description: string): string | undefined {
  for (const [re, ar] of DOC_NOTES) if (re.test(description)) return ar;
  return undefined;
}
