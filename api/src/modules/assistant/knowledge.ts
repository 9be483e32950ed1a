/**
 * Curated bilingual knowledge base on UAE import/export documentation and customs, used by the `documents` and
 * `customs_compliance` answers of both engines. Every entry names the authorities it is based on. General guidance,
 * not legal advice: the replies say so and point to the authority.
 */
import type { LanguageCode } from '@qafila/contracts';
import { ENGLISH_WORD_LIST } from './lexicon.ts';
import { compileLexicon, type FeatureGroup } from './matcher.ts';

export type SourceId =
  | 'icp'
  | 'dubai_customs'
  | 'fta'
  | 'gcc_customs_law'
  | 'gcc_tariff'
  | 'mohap'
  | 'tdra'
  | 'moccae'
  | 'mofa';

export const SOURCES: Record<SourceId, Record<LanguageCode, string>> = {
  icp: {
    en: 'Federal Authority for Identity, Citizenship, Customs and Port Security (ICP, federal customs)',
    ar: 'الهيئة الاتحادية للهوية والجنسية والجمارك وأمن المنافذ (الجمارك الاتحادية)',
  },
  dubai_customs: { en: 'Dubai Customs', ar: 'جمارك دبي' },
  fta: { en: 'Federal Tax Authority (FTA)', ar: 'الهيئة الاتحادية للضرائب' },
  gcc_customs_law: {
    en: 'GCC Common Customs Law',
    ar: 'قانون (نظام) الجمارك الموحد لدول مجلس التعاون الخليجي',
  },
  gcc_tariff: { en: 'GCC Common Customs Tariff', ar: 'التعرفة الجمركية الموحدة لدول مجلس التعاون' },
  mohap: { en: 'Ministry of Health and Prevention (MOHAP)', ar: 'وزارة الصحة ووقاية المجتمع' },
  tdra: {
    en: 'Telecommunications and Digital Government Regulatory Authority (TDRA)',
    ar: 'هيئة تنظيم الاتصالات والحكومة الرقمية',
  },
  moccae: { en: 'Ministry of Climate Change and Environment (MOCCAE)', ar: 'وزارة التغير المناخي والبيئة' },
  mofa: { en: 'Ministry of Foreign Affairs (MoFA)', ar: 'وزارة الخارجية' },
};

export type KnowledgeTopic = 'documents' | 'customs';

export interface KnowledgeEntry {
  id: string;
  topic: KnowledgeTopic;
  /** An overview: answered when nothing specific matches, or next to a specific entry when asked for documents. */
  general?: boolean;
  title: Record<LanguageCode, string>;
  answer: Record<LanguageCode, string>;
  sources: SourceId[];
  /** Follow-up questions to suggest after this answer. */
  related: Record<LanguageCode, string[]>;
  keywords: FeatureGroup[];
}

export const KNOWLEDGE: KnowledgeEntry[] = [
  {
    id: 'import_documents',
    topic: 'documents',
    general: true,
    title: { en: 'Documents to import into the UAE', ar: 'مستندات الاستيراد إلى الإمارات' },
    answer: {
      en: [
        'To import goods into the UAE you normally need:',
        '• Commercial invoice — buyer, seller, description, quantity, value and currency, country of origin and HS code for each line.',
        '• Packing list — number of packages, weights, dimensions and marks.',
        '• Transport document — bill of lading (sea), air waybill (air) or the road manifest, plus the delivery order from the carrier.',
        '• Certificate of origin — from the exporting country’s chamber of commerce (GCC-origin goods with a GCC certificate are exempt from duty).',
        '• An import permit for restricted goods (e.g. MOHAP for medicines, TDRA for phones and wireless devices, MOCCAE for food, plants and animals).',
        'The importer needs a trade licence and a customs client code; the declaration is filed by the importer or a licensed customs broker (in Dubai through Dubai Trade/Mirsal). Customs duty is usually 5% of the CIF value, plus 5% import VAT.',
      ].join('\n'),
      ar: [
        'لاستيراد البضائع إلى الإمارات تحتاج عادةً إلى:',
        '• الفاتورة التجارية — تتضمن البائع والمشتري ووصف البضاعة والكمية والقيمة والعملة وبلد المنشأ ورمز النظام المنسق (HS) لكل بند.',
        '• قائمة التعبئة — عدد الطرود والأوزان والأبعاد والعلامات.',
        '• مستند النقل — بوليصة الشحن البحري أو بوليصة الشحن الجوي أو المانيفست البري، مع إذن التسليم من الناقل.',
        '• شهادة المنشأ — من غرفة التجارة في بلد التصدير (البضائع ذات المنشأ الخليجي المرفقة بشهادة منشأ خليجية معفاة من الرسوم).',
        '• تصريح استيراد للسلع المقيدة (مثل وزارة الصحة ووقاية المجتمع للأدوية، وهيئة تنظيم الاتصالات والحكومة الرقمية للهواتف والأجهزة اللاسلكية، ووزارة التغير المناخي والبيئة للأغذية والنباتات والحيوانات).',
        'يحتاج المستورد إلى رخصة تجارية ورمز عميل جمركي، ويقدّم البيان الجمركي المستوردُ أو مخلّص جمركي مرخّص (في دبي عبر منصة دبي التجارية/نظام مرسال). الرسوم الجمركية عادةً 5% من القيمة CIF، إضافةً إلى ضريبة قيمة مضافة 5% على الاستيراد.',
      ].join('\n'),
    },
    sources: ['icp', 'dubai_customs', 'gcc_customs_law'],
    related: {
      en: [
        'Do I need a certificate of origin?',
        'How much customs duty will I pay?',
        'Which goods need an import permit?',
      ],
      ar: ['هل أحتاج شهادة منشأ؟', 'كم الرسوم الجمركية التي سأدفعها؟', 'ما السلع التي تحتاج تصريح استيراد؟'],
    },
    keywords: [
      {
        w: 3,
        en: `import* _ document*/papers/paperwork/docs | documents _ import* | what documents | which documents
          | documents do i need | papers do i need | required documents | documentation | paperwork`,
        ar: `مستندات الاستيراد | مستندات _ استيراد | اوراق _ استيراد | المستندات المطلوبه | الاوراق المطلوبه | وثائق الاستيراد
          | ايش الاوراق | وش الاوراق | شو الاوراق | استيراد | استورد | اورد`,
      },
      { w: 1, en: `document* | papers | docs | need | required | import* | goods | dubai | uae | import* into` },
      { w: 1, ar: `مستند* | اوراق | وثائق | مطلوب* | بضائع | بضاعه | دبي | الامارات` },
    ],
  },
  {
    id: 'commercial_invoice',
    topic: 'documents',
    title: { en: 'Commercial invoice', ar: 'الفاتورة التجارية' },
    answer: {
      en: [
        'The commercial invoice is the basis of the customs value. It should be on the supplier’s letterhead and show: seller and buyer (importer) details, a clear description of each item, quantity, unit and total price with currency, Incoterms, country of origin and the HS code.',
        'For imports valued at AED 10,000 or more, the invoice must be attested by the UAE Ministry of Foreign Affairs (online). If the declared value does not match the invoice, customs will hold the shipment until a corrected invoice is provided.',
      ].join('\n'),
      ar: [
        'الفاتورة التجارية هي أساس تحديد القيمة الجمركية. يجب أن تكون على ورق المورّد الرسمي وأن تتضمن: بيانات البائع والمشتري (المستورد)، ووصفاً واضحاً لكل صنف، والكمية، وسعر الوحدة والإجمالي مع العملة، وشروط التسليم (Incoterms)، وبلد المنشأ، ورمز النظام المنسق.',
        'للواردات التي تبلغ قيمتها 10,000 درهم أو أكثر يجب تصديق الفاتورة من وزارة الخارجية الإماراتية (إلكترونياً). وإذا لم تطابق القيمة المصرّح بها الفاتورة، تحتجز الجمارك الشحنة حتى تقديم فاتورة مصحّحة.',
      ].join('\n'),
    },
    sources: ['dubai_customs', 'mofa', 'icp'],
    related: {
      en: [
        'What should a packing list include?',
        'How much customs duty will I pay?',
        'What documents do I need to import?',
      ],
      ar: ['ماذا يجب أن تتضمن قائمة التعبئة؟', 'كم الرسوم الجمركية التي سأدفعها؟', 'ما المستندات المطلوبة للاستيراد؟'],
    },
    keywords: [
      {
        w: 3,
        en: `invoice* | proforma | attest* | invoice value | declared value`,
        ar: `فاتوره | فواتير | الفاتوره التجاريه | تصديق | قيمه الفاتوره | القيمه المصرح بها`,
        az: `fatoora | fatura`,
      },
    ],
  },
  {
    id: 'packing_list',
    topic: 'documents',
    title: { en: 'Packing list', ar: 'قائمة التعبئة' },
    answer: {
      en: 'The packing list must match the invoice and the transport document: number and type of packages, contents of each package, net and gross weights, dimensions/volume and shipping marks. Customs use it to plan inspections, so differences in package counts or weights are a common reason for holds.',
      ar: 'يجب أن تطابق قائمة التعبئة الفاتورة ومستند النقل: عدد الطرود ونوعها، ومحتويات كل طرد، والوزن الصافي والإجمالي، والأبعاد أو الحجم، وعلامات الشحن. تعتمد عليها الجمارك في تخطيط الفحص، لذا فإن اختلاف عدد الطرود أو الأوزان سبب شائع لاحتجاز الشحنات.',
    },
    sources: ['dubai_customs', 'icp'],
    related: {
      en: ['What should the commercial invoice show?', 'What documents do I need to import?'],
      ar: ['ماذا يجب أن تتضمن الفاتورة التجارية؟', 'ما المستندات المطلوبة للاستيراد؟'],
    },
    keywords: [
      { w: 3, en: `packing list | packing | packinglist`, ar: `قائمه التعبئه | بيان التعبئه | قائمه تعبئه | التعبئه` },
    ],
  },
  {
    id: 'certificate_of_origin',
    topic: 'documents',
    title: { en: 'Certificate of origin', ar: 'شهادة المنشأ' },
    answer: {
      en: [
        'A certificate of origin shows where the goods were made; it is issued by the chamber of commerce of the exporting country.',
        '• Goods of GCC origin (e.g. made in Saudi Arabia, Oman, Kuwait, Qatar or Bahrain) enter the UAE free of customs duty under the GCC customs union — but only with a GCC certificate of origin; without it the normal 5% duty applies.',
        '• For other countries it is needed to claim a preferential rate under a UAE trade agreement (such as the CEPA agreements) and may be requested for restricted goods.',
        'For export from the UAE, certificates of origin are issued by the local chambers of commerce (e.g. Dubai Chambers).',
      ].join('\n'),
      ar: [
        'شهادة المنشأ تثبت مكان صنع البضاعة، وتصدرها غرفة التجارة في بلد التصدير.',
        '• البضائع ذات المنشأ الخليجي (مثل المصنوعة في السعودية أو عُمان أو الكويت أو قطر أو البحرين) تدخل الإمارات معفاة من الرسوم الجمركية ضمن الاتحاد الجمركي الخليجي — بشرط إرفاق شهادة منشأ خليجية، وإلا تُطبق الرسوم العادية 5%.',
        '• للدول الأخرى تُطلب للاستفادة من التعرفة التفضيلية بموجب اتفاقيات الإمارات التجارية (مثل اتفاقيات الشراكة الاقتصادية الشاملة)، وقد تُطلب للسلع المقيدة.',
        'وعند التصدير من الإمارات تصدر شهادات المنشأ غرف التجارة المحلية (مثل غرف دبي).',
      ].join('\n'),
    },
    sources: ['gcc_customs_law', 'icp', 'dubai_customs'],
    related: {
      en: ['How much customs duty will I pay?', 'What documents do I need to import?', 'Is VAT charged on imports?'],
      ar: [
        'كم الرسوم الجمركية التي سأدفعها؟',
        'ما المستندات المطلوبة للاستيراد؟',
        'هل تُفرض ضريبة القيمة المضافة على الواردات؟',
      ],
    },
    keywords: [
      {
        w: 3,
        en: `certificate of origin | certificate | origin | coo | gcc origin | made in | saudi* | oman | kuwait | qatar
          | bahrain | gcc | cepa | preferential | trade agreement`,
        ar: `شهاده منشا | شهاده المنشا | منشا | المنشا | خليجي* | السعوديه | سعودي* | عمان | الكويت | قطر | البحرين
          | مجلس التعاون | اتفاقيه`,
      },
    ],
  },
  {
    id: 'transport_documents',
    topic: 'documents',
    title: { en: 'Bill of lading and air waybill', ar: 'بوليصة الشحن البحري والجوي' },
    answer: {
      en: [
        '• Sea freight: the bill of lading (B/L) is the contract of carriage and title to the goods; the shipping line issues a delivery order against the original (or a telex/surrendered) B/L so the goods can be collected at the port.',
        '• Air freight: the air waybill (AWB) — 3-digit airline prefix + 8 digits, the last being a check digit — is the contract of carriage; it is not a title document.',
        '• Road (GCC): the land manifest / consignment note travels with the truck through the border post.',
        'The transport document must match the invoice and packing list (consignee, packages, weights).',
      ].join('\n'),
      ar: [
        '• الشحن البحري: بوليصة الشحن (B/L) هي عقد النقل وسند ملكية البضاعة؛ ويصدر الخط الملاحي إذن التسليم مقابل البوليصة الأصلية (أو المُفرج عنها إلكترونياً) لاستلام البضاعة من الميناء.',
        '• الشحن الجوي: بوليصة الشحن الجوي (AWB) — بادئة شركة الطيران من 3 أرقام ثم 8 أرقام آخرها رقم تحقق — هي عقد النقل وليست سند ملكية.',
        '• النقل البري (الخليج): ترافق الشاحنةَ المانيفست البري أو وثيقة الشحن عبر المنفذ الحدودي.',
        'يجب أن يطابق مستند النقل الفاتورة وقائمة التعبئة (المرسل إليه، عدد الطرود، الأوزان).',
      ].join('\n'),
    },
    sources: ['dubai_customs', 'icp'],
    related: {
      en: ['What documents do I need to import?', 'What should the commercial invoice show?'],
      ar: ['ما المستندات المطلوبة للاستيراد؟', 'ماذا يجب أن تتضمن الفاتورة التجارية؟'],
    },
    keywords: [
      {
        w: 3,
        en: `bill of lading | bol | b l | lading | air waybill | waybill* | awb | delivery order | manifest`,
        ar: `بوليصه | بوليصه الشحن | البوليصه | اذن التسليم | اذن تسليم | مانيفست`,
      },
    ],
  },
  {
    id: 'restricted_goods',
    topic: 'documents',
    title: { en: 'Restricted goods and import permits', ar: 'السلع المقيدة وتصاريح الاستيراد' },
    answer: {
      en: [
        'Restricted goods need a permit from the competent authority before customs will release them:',
        '• Medicines, medical devices and pharmaceutical supplies — Ministry of Health and Prevention (MOHAP).',
        '• Phones, routers and other telecom/wireless devices (Wi-Fi, Bluetooth) — TDRA type approval (smartphones are HS 8517.13).',
        '• Food, plants, seeds, animals, fertilisers and pesticides — Ministry of Climate Change and Environment (MOCCAE), plus food registration with the local municipality.',
        '• Others include cosmetics (municipality registration), and weapons, drones or chemicals (security and specialist authorities).',
        'Prohibited goods (e.g. narcotics, counterfeit goods, gambling equipment) cannot be imported at all. Apply for the permit before the goods arrive — clearance waits for it.',
      ].join('\n'),
      ar: [
        'تحتاج السلع المقيدة إلى تصريح من الجهة المختصة قبل أن تفرج عنها الجمارك:',
        '• الأدوية والأجهزة والمستلزمات الطبية — وزارة الصحة ووقاية المجتمع.',
        '• الهواتف وأجهزة التوجيه (الراوتر) وأجهزة الاتصالات اللاسلكية (واي فاي، بلوتوث) — اعتماد الطراز من هيئة تنظيم الاتصالات والحكومة الرقمية (الهواتف الذكية تحت البند 8517.13).',
        '• الأغذية والنباتات والبذور والحيوانات والأسمدة والمبيدات — وزارة التغير المناخي والبيئة، مع تسجيل الأغذية لدى البلدية المحلية.',
        '• ومن السلع المقيدة أيضاً مستحضرات التجميل (تسجيل لدى البلدية)، والأسلحة والطائرات المسيّرة والمواد الكيميائية (جهات أمنية ومتخصصة).',
        'أما السلع الممنوعة (مثل المخدرات والبضائع المقلدة وأدوات القمار) فلا يجوز استيرادها إطلاقاً. قدّم طلب التصريح قبل وصول البضاعة، فالتخليص ينتظره.',
      ].join('\n'),
    },
    sources: ['icp', 'dubai_customs', 'mohap', 'tdra', 'moccae'],
    related: {
      en: [
        'What HS code should I use for mobile phones?',
        'What documents do I need to import?',
        'How much customs duty will I pay?',
      ],
      ar: [
        'ما رمز النظام المنسق للهواتف المتحركة؟',
        'ما المستندات المطلوبة للاستيراد؟',
        'كم الرسوم الجمركية التي سأدفعها؟',
      ],
    },
    keywords: [
      {
        w: 3,
        en: `permit* | restricted | prohibited | banned | allowed | licen* | approval | mohap | tdra | moccae | medicine*
          | pharma* | drug* | medical | phone* | mobile* | telecom* | wireless | router* | electronics | electronic
          | food* | plant* | seed* | animal* | pet* | cosmetic* | drone* | weapon* | chemical* | supplements`,
        ar: `تصريح | تصاريح | اذن استيراد | مقيد* | ممنوع* | محظور* | مسموح | موافقه | رخصه | ترخيص | ادويه | دواء | طبي*
          | صيدلاني* | هاتف | هواتف | جوال* | موبايل* | اتصالات | لاسلكي* | الكترونيات | الكتروني* | اجهزه | اغذيه | غذاء
          | غذائي* | اكل | نباتات | بذور | حيوانات | مستحضرات | تجميل | درون | طائره مسيره | اسلحه | كيماويات`,
        az: `tasree7 | tasri7 | adwiya | mobile | jawal`,
      },
    ],
  },
  {
    id: 'free_zone',
    topic: 'documents',
    title: { en: 'Free zone to mainland', ar: 'من المنطقة الحرة إلى البر الرئيسي' },
    answer: {
      en: [
        'Goods in a free zone such as Jebel Ali Free Zone (JAFZA) are outside the UAE customs territory, so moving them to the mainland is treated as an import:',
        '• File a free zone → mainland (exit/transfer) declaration with Dubai Customs through Dubai Trade/Mirsal — by the mainland importer (with a customs client code) or a licensed broker.',
        '• Attach the commercial invoice, packing list, and the free-zone delivery order or original transport document; add an import permit for restricted goods.',
        '• Pay 5% customs duty on the CIF value and 5% import VAT when the goods enter the mainland (GCC-origin goods with a certificate of origin are duty-exempt).',
        '• The free-zone gate pass/exit paper lets the truck leave the zone.',
        'Moving goods between free zones uses a transfer declaration and no duty is paid until they enter the mainland.',
      ].join('\n'),
      ar: [
        'البضائع في منطقة حرة مثل المنطقة الحرة بجبل علي (جافزا) تقع خارج النطاق الجمركي للدولة، لذا يُعامل نقلها إلى البر الرئيسي معاملة الاستيراد:',
        '• قدّم بيان خروج/تحويل من المنطقة الحرة إلى داخل الدولة لدى جمارك دبي عبر منصة دبي التجارية/نظام مرسال — من المستورد في البر الرئيسي (برمز عميل جمركي) أو عبر مخلّص جمركي مرخّص.',
        '• أرفق الفاتورة التجارية وقائمة التعبئة وإذن التسليم من المنطقة الحرة أو مستند النقل الأصلي، وتصريح الاستيراد إذا كانت السلعة مقيدة.',
        '• تُدفع الرسوم الجمركية 5% من القيمة CIF وضريبة القيمة المضافة 5% عند دخول البضاعة إلى البر الرئيسي (البضائع ذات المنشأ الخليجي مع شهادة منشأ معفاة من الرسوم).',
        '• تسمح ورقة الخروج (تصريح البوابة) من المنطقة الحرة بخروج الشاحنة.',
        'أما النقل بين المناطق الحرة فيتم ببيان تحويل، ولا تُدفع الرسوم إلا عند الدخول إلى البر الرئيسي.',
      ].join('\n'),
    },
    sources: ['dubai_customs', 'fta', 'gcc_customs_law'],
    related: {
      en: ['How much customs duty will I pay?', 'Is VAT charged on imports?', 'What documents do I need to import?'],
      ar: [
        'كم الرسوم الجمركية التي سأدفعها؟',
        'هل تُفرض ضريبة القيمة المضافة على الواردات؟',
        'ما المستندات المطلوبة للاستيراد؟',
      ],
    },
    keywords: [
      {
        w: 4,
        en: `free zone | freezone | free zones | jafza | jebel ali | dafza | kizad | mainland | designated zone`,
        ar: `منطقه حره | المنطقه الحره | مناطق حره | المناطق الحره | الحره | جافزا | جبل علي | البر الرئيسي | داخل الدوله
          | السوق المحلي`,
      },
      { w: 1, en: `move | moving | out of | exit | transfer`, ar: `اطلع | اخرج | خروج | نقل | تحويل` },
    ],
  },
  {
    id: 'customs_duty',
    topic: 'customs',
    title: { en: 'Customs duty', ar: 'الرسوم الجمركية' },
    answer: {
      en: [
        'Under the GCC Common Customs Tariff most goods pay 5% customs duty on the CIF value (cost + insurance + freight to the UAE).',
        '• Exempt: goods of GCC origin with a GCC certificate of origin, and some essentials (certain foods and medicines) at 0%.',
        '• Higher rates apply to a few goods, e.g. tobacco products (100%) and alcoholic drinks (50%).',
        '• Courier and personal consignments of low value (AED 1,000 or less) are generally exempt from duty.',
        'Example: CIF value AED 20,000 → duty AED 1,000; import VAT is then 5% of AED 21,000 = AED 1,050. Duty is paid at clearance (for free-zone goods, when they enter the mainland).',
      ].join('\n'),
      ar: [
        'وفق التعرفة الجمركية الموحدة لدول مجلس التعاون تخضع معظم السلع لرسوم جمركية بنسبة 5% من القيمة CIF (التكلفة + التأمين + الشحن حتى الإمارات).',
        '• معفاة: البضائع ذات المنشأ الخليجي المرفقة بشهادة منشأ خليجية، وبعض السلع الأساسية (بعض الأغذية والأدوية) بنسبة 0%.',
        '• نسب أعلى على سلع قليلة، مثل منتجات التبغ (100%) والمشروبات الكحولية (50%).',
        '• الإرساليات البريدية والشخصية منخفضة القيمة (1,000 درهم أو أقل) معفاة عادةً من الرسوم.',
        'مثال: قيمة CIF تبلغ 20,000 درهم ← رسوم 1,000 درهم، ثم ضريبة قيمة مضافة 5% على 21,000 درهم = 1,050 درهم. تُدفع الرسوم عند التخليص (ولبضائع المناطق الحرة عند دخولها البر الرئيسي).',
      ].join('\n'),
    },
    sources: ['gcc_tariff', 'gcc_customs_law', 'icp', 'dubai_customs'],
    related: {
      en: ['Is VAT charged on imports?', 'Do I need a certificate of origin?', 'What HS code should I use?'],
      ar: ['هل تُفرض ضريبة القيمة المضافة على الواردات؟', 'هل أحتاج شهادة منشأ؟', 'ما رمز النظام المنسق الذي أستخدمه؟'],
    },
    keywords: [
      {
        w: 3,
        en: `duty | duties | customs duty | tariff* | cif | how much _ pay | rate | percent | exempt* | exemption | levy
          | fees | charges | cost | de minimis | minimis | low value | courier | personal`,
        ar: `رسوم | الرسوم الجمركيه | تعرفه | تعريفه | نسبه | كم ادفع | كم بدفع | كم راح ادفع | كم لازم ادفع | اعفاء | معفي*
          | تكلفه | مصاريف`,
        az: `rusoom | rosoom`,
      },
    ],
  },
  {
    id: 'vat_imports',
    topic: 'customs',
    title: { en: 'VAT on imports', ar: 'ضريبة القيمة المضافة على الواردات' },
    answer: {
      en: [
        'Yes. Imports into the UAE are subject to 5% VAT, calculated on the customs value (CIF) plus customs duty (and excise tax, if any).',
        '• VAT-registered businesses whose customs code is linked to their Tax Registration Number (TRN) can account for import VAT in their VAT return (reverse charge) instead of paying it at the border.',
        '• Others pay the VAT at customs before release.',
        '• Goods moving into a designated (VAT) free zone are not charged import VAT until they leave it for the mainland.',
      ].join('\n'),
      ar: [
        'نعم. تخضع الواردات إلى الإمارات لضريبة القيمة المضافة بنسبة 5%، وتُحسب على القيمة الجمركية (CIF) مضافاً إليها الرسوم الجمركية (وضريبة الانتقائية إن وجدت).',
        '• الشركات المسجلة في ضريبة القيمة المضافة والمرتبط رمزها الجمركي برقم التسجيل الضريبي (TRN) يمكنها احتساب ضريبة الاستيراد في إقرارها الضريبي (آلية الاحتساب العكسي) بدلاً من دفعها عند المنفذ.',
        '• غيرهم يدفعون الضريبة في الجمارك قبل الإفراج عن البضاعة.',
        '• البضائع الداخلة إلى منطقة مصنفة (منطقة حرة لأغراض الضريبة) لا تُفرض عليها ضريبة الاستيراد حتى تخرج إلى البر الرئيسي.',
      ].join('\n'),
    },
    sources: ['fta', 'icp'],
    related: {
      en: ['How much customs duty will I pay?', 'What documents do I need to import?'],
      ar: ['كم الرسوم الجمركية التي سأدفعها؟', 'ما المستندات المطلوبة للاستيراد؟'],
    },
    keywords: [
      {
        w: 4,
        en: `vat | value added tax | tax* | trn | reverse charge`,
        ar: `ضريبه | ضرائب | ضرايب | القيمه المضافه | الضريبه | رقم التسجيل الضريبي | الاحتساب العكسي`,
        az: `dareeba | dariba`,
      },
    ],
  },
  {
    id: 'hs_codes',
    topic: 'customs',
    title: { en: 'HS codes', ar: 'رموز النظام المنسق (HS)' },
    answer: {
      en: [
        'Every item on the declaration needs a Harmonized System (HS) code from the GCC Common Customs Tariff: the first 6 digits are international, the tariff adds national digits.',
        'Examples: smartphones 8517.13; other mobile phones 8517.14; laptops 8471.30; medicines in doses 3004; clothing chapters 61–62; furniture chapter 94.',
        'The code sets the duty rate and whether a permit is needed (phones also need TDRA type approval). A wrong code can lead to penalties or delays — check the full code in the tariff or with your broker.',
      ].join('\n'),
      ar: [
        'يحتاج كل بند في البيان الجمركي إلى رمز النظام المنسق (HS) من التعرفة الجمركية الموحدة لدول مجلس التعاون: أول 6 أرقام دولية، وتضيف التعرفة أرقاماً وطنية.',
        'أمثلة: الهواتف الذكية 8517.13؛ الهواتف المتحركة الأخرى 8517.14؛ الحواسيب المحمولة 8471.30؛ الأدوية المعبأة بجرعات 3004؛ الملابس الفصلان 61–62؛ الأثاث الفصل 94.',
        'يحدد الرمز نسبة الرسوم وما إذا كانت السلعة تحتاج تصريحاً (الهواتف تحتاج أيضاً اعتماد هيئة تنظيم الاتصالات والحكومة الرقمية). الرمز الخاطئ قد يسبب غرامات أو تأخيراً — تحقق من الرمز الكامل في التعرفة أو مع مخلّصك الجمركي.',
      ].join('\n'),
    },
    sources: ['gcc_tariff', 'dubai_customs', 'tdra'],
    related: {
      en: ['Which goods need an import permit?', 'How much customs duty will I pay?'],
      ar: ['ما السلع التي تحتاج تصريح استيراد؟', 'كم الرسوم الجمركية التي سأدفعها؟'],
    },
    keywords: [
      {
        w: 4,
        en: `hs | hs code | hs codes | harmoni* | tariff code | commodity code | classification | classify | code for`,
        ar: `رمز النظام المنسق | النظام المنسق | رمز hs | الرمز الجمركي | البند الجمركي | بند جمركي | تصنيف | رمز _ جمركي
          | كود`,
      },
    ],
  },
  {
    id: 'export_documents',
    topic: 'documents',
    title: { en: 'Exporting from the UAE', ar: 'التصدير من الإمارات' },
    answer: {
      en: [
        'To export (or re-export) from the UAE you need:',
        '• An export or re-export declaration filed with customs (in Dubai through Dubai Trade/Mirsal).',
        '• Commercial invoice and packing list.',
        '• Certificate of origin from a UAE chamber of commerce if the buyer’s country requires it (for UAE-made goods, or a re-export certificate).',
        '• The transport document (bill of lading or air waybill) and, for controlled goods, an export permit.',
        'Exports are zero-rated for VAT when you keep the customs exit evidence.',
      ].join('\n'),
      ar: [
        'للتصدير (أو إعادة التصدير) من الإمارات تحتاج إلى:',
        '• بيان تصدير أو إعادة تصدير يُقدَّم للجمارك (في دبي عبر منصة دبي التجارية/نظام مرسال).',
        '• الفاتورة التجارية وقائمة التعبئة.',
        '• شهادة منشأ من غرفة تجارة إماراتية إذا طلبها بلد المشتري (للبضائع المصنوعة في الإمارات، أو شهادة إعادة تصدير).',
        '• مستند النقل (بوليصة الشحن البحري أو الجوي)، وتصريح تصدير للسلع الخاضعة للرقابة.',
        'تخضع الصادرات لنسبة صفر في ضريبة القيمة المضافة شرط الاحتفاظ بإثبات الخروج الجمركي.',
      ].join('\n'),
    },
    sources: ['dubai_customs', 'icp', 'fta'],
    related: {
      en: ['Do I need a certificate of origin?', 'What documents do I need to import?'],
      ar: ['هل أحتاج شهادة منشأ؟', 'ما المستندات المطلوبة للاستيراد؟'],
    },
    keywords: [
      {
        w: 4,
        en: `export* | re export | reexport* | send _ abroad | ship _ abroad | out of the uae | from the uae | from dubai`,
        ar: `تصدير | اصدر | نصدر | اعاده التصدير | اعاده تصدير | للخارج | من الامارات`,
        az: `tasdeer | tasdir`,
      },
    ],
  },
  {
    id: 'clearance_process',
    topic: 'customs',
    title: { en: 'How customs clearance works', ar: 'كيف يتم التخليص الجمركي' },
    answer: {
      en: [
        'Customs clearance in the UAE, step by step:',
        '1. The importer or a licensed broker files the import declaration with the invoice, packing list, transport document and any permits.',
        '2. Customs run a risk assessment; the shipment may be released directly, or documents checked, or the goods inspected.',
        '3. Duty (usually 5% of CIF) and import VAT (5%) are paid or accounted for.',
        '4. Customs release the goods and the carrier’s delivery order lets them leave the port or airport.',
        'With complete, matching documents this usually takes a day or less; most holds come from invoice-value queries, missing permits or certificate attestation.',
      ].join('\n'),
      ar: [
        'خطوات التخليص الجمركي في الإمارات:',
        '1. يقدّم المستورد أو مخلّص جمركي مرخّص البيان الجمركي مع الفاتورة وقائمة التعبئة ومستند النقل وأي تصاريح.',
        '2. تُجري الجمارك تقييماً للمخاطر؛ فقد يُفرج عن الشحنة مباشرة، أو تُدقَّق المستندات، أو تُفحص البضاعة.',
        '3. تُدفع الرسوم (عادةً 5% من القيمة CIF) وضريبة القيمة المضافة على الاستيراد (5%) أو تُحتسب.',
        '4. تفرج الجمارك عن البضاعة، ويسمح إذن التسليم من الناقل بخروجها من الميناء أو المطار.',
        'عند اكتمال المستندات وتطابقها يستغرق ذلك عادةً يوماً أو أقل؛ وأغلب حالات الاحتجاز سببها استفسارات عن قيمة الفاتورة أو نقص التصاريح أو تصديق الشهادات.',
      ].join('\n'),
    },
    sources: ['icp', 'dubai_customs'],
    related: {
      en: ['How much customs duty will I pay?', 'What documents do I need to import?', 'Show me all my shipments'],
      ar: ['كم الرسوم الجمركية التي سأدفعها؟', 'ما المستندات المطلوبة للاستيراد؟', 'اعرض لي كل شحناتي'],
    },
    keywords: [
      {
        w: 3,
        en: `clearance | clear | cleared | customs process | how long _ customs | inspection | inspected | held | hold | release*
          | broker | declaration | steps`,
        ar: `تخليص | التخليص الجمركي | تخلص | فحص | تفتيش | محتجز* | احتجاز | الافراج | افراج | مخلص | بيان جمركي | خطوات`,
        az: `takhlees | takhlis`,
      },
      { w: 1, en: `customs`, ar: `جمارك | جمرك*` },
    ],
  },
];

const KNOWLEDGE_BY_ID = new Map(KNOWLEDGE.map((e) => [e.id, e]));

const KB_LEXICON = compileLexicon(
  Object.fromEntries(KNOWLEDGE.map((e) => [e.id, e.keywords])) as Record<string, FeatureGroup[]>,
  ENGLISH_WORD_LIST,
);

export interface KnowledgeHit {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * Knowledge entries relevant to a question, best first (only those that match something). Specific entries win
 * over the overview on equal scores; the overview ranks first only when it was asked for explicitly (score ≥ 3)
 * and nothing specific scores higher.
 */
export function searchKnowledge(query: string, limit = 2): KnowledgeHit[] {
  const { scores } = KB_LEXICON.match(KB_LEXICON.prepare(query));
  const rank = (h: KnowledgeHit) => h.score - (h.entry.general ? (h.score >= 3 ? 0.5 : 10) : 0);
  return Object.entries(scores)
    .filter(([, score]) => score > 0)
    .map(([id, score]) => ({ entry: KNOWLEDGE_BY_ID.get(id)!, score }))
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, limit);
}

export const knowledgeEntry = (id: string): KnowledgeEntry | undefined => KNOWLEDGE_BY_ID.get(id);

/** "Sources: Dubai Customs; Federal Tax Authority (FTA)." in the reply language. */
export function sourcesLine(ids: readonly SourceId[], language: LanguageCode): string {
  const unique = [...new Set(ids)].map((id) => SOURCES[id][language]);
  return language === 'ar' ? `المصادر: ${unique.join('؛ ')}.` : `Sources: ${unique.join('; ')}.`;
}
