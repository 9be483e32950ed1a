/**
 * Bilingual intent lexicons of the built-in assistant: English, Modern Standard Arabic with Gulf, Egyptian and
 * Levantine variants, and Arabizi. See matcher.ts for the feature syntax. Weights: 3 decides an intent on its own,
 * 2 is a strong hint, 1 only adds to other evidence.
 */
import { compileLexicon, type Lexicon } from './matcher.ts';

export type Signal =
  | 'greeting'
  | 'thanks'
  | 'farewell'
  | 'help'
  | 'track'
  | 'where'
  | 'status'
  | 'eta'
  | 'delay'
  | 'delivered'
  | 'notReceived'
  | 'list'
  | 'shipmentNoun'
  | 'possessive'
  | 'goods'
  | 'refNoun'
  | 'neutral'
  | 'rejected'
  | 'checkProblem'
  | 'sales'
  | 'documents'
  | 'customs'
  | 'duty'
  | 'issue'
  | 'issueSoft'
  | 'complaint'
  | 'damaged'
  | 'missing'
  | 'wrongItem'
  | 'handoff'
  | 'reschedule'
  | 'active'
  | 'pending'
  | 'inTransit'
  | 'followUp'
  | 'other'
  | 'question';

export const LEXICON: Lexicon<Signal> = {
  greeting: [
    {
      w: 3,
      en: `hi | hello | hey | heya | hiya | howdy | greetings | good morning | good afternoon | good evening | good day
        | morning | evening | how are you | how r you | hows it going | whats up | salam | salaam | marhaba | ahlan | hola
        | bonjour | ciao | namaste | hellooo | helloo | hii | hiii`,
      ar: `السلام عليكم | سلام | مرحبا | مرحبتين | اهلا | اهلين | هلا | هلو | هاي | صباح الخير | صباح النور | مساء الخير
        | مساء النور | حياك | حياكم | كيف الحال | كيفك | كيف حالك | شلونك | شلونكم | ازيك | ازيكم | عامل ايه | اخبارك
        | السلام`,
      az: `salam | salaam | asalam | assalam | alaikum | alaykum | aleikum | marhaba | ahlan | halla | hala | kifak
        | shlonak | izzayak | ezzayak | sabah | masa`,
    },
  ],
  thanks: [
    {
      w: 3,
      en: `thanks | thank you | thank u | thankyou | thx | thnx | ty | tysm | cheers | appreciate* | much appreciated
        | great help | very helpful | perfect | awesome | great | ok thanks | nice`,
      ar: `شكرا | شكر* | مشكور* | متشكر* | يعطيك العافيه | يعطيكم العافيه | تسلم | تسلمي | تسلمين | تسلموا | يسلمو
        | جزاك الله | ممنون | ميرسي | الف شكر | مشكورين | بارك الله فيك | ما قصرت | ما قصرتوا | الله يعافيك`,
      az: `shukran | shokran | shukriya | mashkoor | mashkour | merci | tislam | teslam | ya3tik | ya3teek | mamnoon`,
    },
  ],
  farewell: [
    {
      w: 3,
      en: `bye | goodbye | good bye | see you | see ya | good night | take care | thats all | that is all`,
      ar: `مع السلامه | في امان الله | الي اللقاء | باي | تصبح علي خير | تصبحون علي خير | سلامات`,
      az: `bye | yalla bye | ma3salama | maasalama`,
    },
  ],
  help: [
    {
      w: 3,
      en: `what can you do | what do you do | what can i ask | how can you help | how do you work | how does this work
        | what are you | who are you | are you a bot | are you human | menu | options | capabilit* | features
        | what else | your services | what services | how to use | get started | start over | can you help me`,
      ar: `ماذا يمكنك | ماذا تستطيع | ماذا تفعل | ماذا تقدم | ما الذي يمكنك | ايش تقدر | ايش تسوي | وش تقدر | وش تسوي
        | شو بتقدر | شو فيك | شو بتعمل | شو بتساعد | ايه اللي تقدر | تقدر تعمل ايه | بتعمل ايه | تقدر تساعد* | كيف تساعد*
        | ساعدني | خدماتك | من انت | مين انت | منو انت | شنو تقدر | ممكن تساعد* | كيف اقدر استخدم`,
      az: `sa3dni | sa3edni`,
    },
    {
      w: 2,
      en: `help | assist | assistance | support`,
      ar: `مساعده | مساعدتك | المساعده`,
      az: `musa3ada | mosa3da | mosa3ada`,
    },
  ],
  track: [
    {
      w: 3,
      en: `track* | trace | tracing | whereabouts | current location | locate | follow up on | tracking number`,
      ar: `تتبع | تعقب | اتتبع | نتتبع | اتابع | متابعه | تتبع* | وين وصل* | فين وصل* | لوين وصل* | وصلت لوين | رقم التتبع
        | وين صارت | فين راحت`,
      az: `trackin* | tatabbu3 | tatabo3`,
    },
  ],
  // "Where" alone is not about shipments ("where is the nearest restaurant"): it needs a shipment or a context.
  where: [
    {
      w: 3,
      en: `where _ is/are | wheres | where my | where did | where has`,
      ar: `وين | اين | فين | وينها | وينه | لوين | لاين | مكان | موقع`,
      az: `wain | wein | ween | wayn | fein | feen | fen | wen`,
    },
    { w: 2, en: `where | location | find | position | follow` },
  ],
  status: [
    {
      w: 3,
      en: `status | any update* | latest | update on | news on | whats happening | what happened | whats going on`,
      ar: `حاله | وضع | اخبار | شو صار | وش صار | ايش صار | ايه الاخبار | شو الوضع | وش الوضع | ايش الوضع | ايه الوضع
        | تحديث* | جديد عن | اخر تحديث | وين صارت | ايش صار فيها`,
      az: `7ala* | 7alat* | wad3 | akhbar | sar`,
    },
    { w: 2, en: `update* | progress | news | condition | happening`, ar: `اخر | مستجدات` },
  ],
  eta: [
    {
      w: 3,
      en: `eta | when will | when does | when do | when is/will it | when can i expect | how long | how many days
        | estimated delivery | expected delivery | delivery date | arrival date | arriving | arrive* | get here
        | reach me | when _ come/arrive/deliver*/reach/get`,
      ar: `متي | امتي | ايمتي | ايمت | امته | وقتيش | ايمتا | امتا | بأي وقت | اي وقت
        | موعد | توصل | يوصل | بتوصل | حتوصل | هتوصل | راح توصل | رح توصل | بيوصل | بتوصلني | توصلني | يوصلني | ستصل
        | سيصل | تصل | يصل | وصول | تسليم* | توصيل | استلام | استلمها | اوصل | تجي | بتجي | يجي | راح تجيني | بتيجي`,
      az: `emta | imta | emmata | mata | ayemta | btewsal | tewsal | tawsal | btousal | yousal | wusool | wosool | tawseel
        | taslim`,
    },
    {
      w: 2,
      en: `when | deliver* | expected | estimated | date | today | tomorrow | soon | what time`,
      ar: `اليوم | بكره | بكرا | غدا | كم يوم | كم باقي | كم ساعه`,
    },
  ],
  delay: [
    {
      w: 3,
      en: `late | delay* | overdue | behind schedule | taking so long | taking too long | taking long | so slow | stuck
        | held up | not moving | hasnt moved | still not | still hasnt | still waiting | why _ late/delayed/slow`,
      ar: `متاخر* | تاخر* | تاخير | مأخر | عالق* | واقف* | بطيء | طولت | طول | لسه ما | لسا ما | للحين ما | لين الحين
        | لحد الان | الي الان لم | ما وصلت لحد | لسه | لسا | للحين | ليش تاخر* | ليه تاخر* | متعطل*`,
      az: `mit2akhra | mt2akhra | mit2akher | t2akhar* | ta2kheer | ta5eer | ta5ar* | lissa | lesa | lessa | lil7een
        | l7een | l7ad`,
    },
    { w: 1, en: `why | weather | slow | long`, ar: `ليش | ليه | لماذا | لمه | ليش كذا | شو السبب | ايش السبب | سبب` },
    { w: 1, az: `leish | laish | lesh | leesh | leh | lih | lai4` },
  ],
  delivered: [
    {
      w: 3,
      en: `delivered | was it delivered | has it been delivered | proof of delivery | pod | signed for | dropped off
        | been delivered`,
      ar: `تم التسليم | تم توصيل* | اتسلمت | اتسلم | تسلمت | سلموها | سلموه | انسلمت | وصلت | وصل | وصلتني | وصلني
        | تم الاستلام | استلمت`,
      az: `wasalat | wislat | wesel | wosolat | wislit | wasal`,
    },
  ],
  notReceived: [
    {
      w: 3,
      en: `never _ got/received/arrived/came/showed/delivered | not received | didnt _ receive/get/arrive/come
        | did not _ receive/get/arrive/come | havent _ received/got/gotten | have not _ received/got
        | hasnt arrived | has not arrived | not delivered to me | says delivered | marked _ delivered | shows delivered`,
      ar: `ما استلمت | ما استلمتها | ما استلمته | لم استلم | ما وصلني | ما وصلتني | ما جاني | ما جتني | ما اجاني
        | مش واصل | ماوصلني | ما استلمتش | ما وصلتنيش | مكتوب تم التسليم | يقول تم التسليم | تقول تم التسليم
        | مكتوب انها وصلت | بس ما استلمت`,
    },
  ],
  list: [
    {
      w: 3,
      en: `all my | all shipments | all orders | all packages | my shipments | my orders | my packages | my parcels
        | my deliveries | my consignments | list | which of my | how many shipments | how many orders | overview
        | every shipment | shipments | orders | packages | parcels | deliveries | consignments`,
      ar: `كل شحناتي | كل الشحنات | جميع الشحنات | جميع شحناتي | شحناتي | طلباتي | طرودي | طروداتي | شحنات | الشحنات
        | طلبات | طرود | قائمه الشحنات | قائمه | كم شحنه | اي من شحناتي | اي شحنه من | شحناتي كلها | كلها | طلبياتي`,
      az: `shi7nati | shahnati | shi7nat | shahnat | kol shi7nat | talabati`,
    },
    {
      w: 2,
      en: `show me | show | see all | view | display`,
      ar: `اعرض | اعرضلي | اعرض لي | وريني | ورني | فرجيني | خليني اشوف | ابي اشوف | ابغي اشوف | بدي شوف | كل | جميع`,
      az: `warini | farjini`,
    },
  ],
  shipmentNoun: [
    {
      w: 2,
      en: `shipment* | package* | parcel* | order | orders | consignment* | delivery | deliveries | cargo | box | boxes
        | container* | freight | item | items | stuff | pallet*`,
      ar: `شحن* | طرد* | طلب | طلبي | طلبيه | طلبيتي | الطلبيه | كرتون* | حاويه | حاويات | باكيج | اغراض* | غرض | الباكيت
        | بضاعتي | مشترياتي | الشحنه`,
      az: `shi7n* | shihn* | shahn* | shohn* | tard | talab* | kartona`,
    },
  ],
  // Names of reference types, also counted as documents: "track air waybill 176-…" is not a documents question.
  refNoun: [{ w: 3, en: `waybill* | air waybill | bill of lading | bol`, ar: `بوليصه | بوليصه الشحن` }],
  // Whole words that only look like clitic + lexicon word ("فيني" is "in me", not "فين" + ي).
  neutral: [{ w: 0, ar: `فيني | فيك | فيه | فيها | فينا | فيكم | عليه | عليها | علينا | لينا | لي | ليه` }],
  rejected: [{ w: 3, en: `rejected | refused | declined | not accepted`, ar: `مرفوض* | رفض* | انرفض* | ما انقبل*` }],
  // "Is there anything wrong with …?" asks for a status, it does not report a problem.
  checkProblem: [
    {
      w: 3,
      en: `anything wrong | any problem* | any issue* | is there a problem | is something wrong | everything ok | all good
        | is it ok | problem with it`,
      ar: `في مشكله | فيه مشكله | هل هناك مشكله | اي مشكله | كل شي تمام | كل شيء تمام | كله تمام | فيها شي | فيه شي`,
    },
  ],
  // Quotes, prices, payments and new services are handled by the team, not by the assistant.
  sales: [
    {
      w: 3,
      en: `quote | quotation | pricing | price* | rates | shipping cost | cost to ship | how much _ cost/charge | pay on delivery
        | cash on delivery | cod | payment* | pay _ bill/invoice | credit card | do you _ deliver/ship/offer/have/go
        | new booking | book _ shipment/pickup/delivery | open _ account | become _ customer`,
      ar: `عرض سعر | سعر* | اسعار* | كم تكلفه الشحن | كم سعر | كم يكلف | الدفع | ادفع عند | الدفع عند الاستلام | كاش | فيزا
        | عندكم | هل لديكم | تشحنون | توصلون | بتوصلوا | حجز شحنه | احجز | فتح حساب`,
    },
  ],
  goods: [{ w: 1, ar: `بضاعه | بضايع | بضائع | بضاعتي | سلع | سلعه | منتجات | بلاد | بلد` }],
  possessive: [
    {
      w: 1,
      en: `my | mine | our | it | its | this one | that one | the shipment | the package | the order | the parcel`,
      ar: `شحنتي | طردي | طلبي | طلبيتي | بضاعتي | شحنتنا | حقي | حقتي | تبعي | تبعتي | بتاعتي | بتاعي | خاصتي | الخاصه بي
        | لي`,
      az: `shi7nti | shihnti | shahnti | ta3ti | taba3i | 7a8i | 7aggi`,
    },
  ],
  documents: [
    {
      w: 3,
      en: `document* | docs | paperwork | papers | invoice* | packing list | certificate* | bill of lading | bol
        | waybill* | air waybill | permit* | licen* | free zone | freezone | jafza | jebel ali | mainland | hs code
        | hs codes | harmoni* | requirement* | attestation | attested | what do i need | what is needed | what is required
        | import/importing/imports _ into/to | export/exporting _ from | restricted | prohibited | banned | certificate of origin
        | delivery order | approval | type approval | tdra | mohap | moccae | dubai customs | customs code | mirsal`,
      ar: `مستند* | وثائق | وثيقه | اوراق | الاوراق | ورق | ورقه | فاتوره | فواتير | قائمه التعبئه | بيان التعبئه
        | قائمه تعبئه | شهاده منشا | شهاده المنشا | شهادات | منشا | بوليصه | بوليصه الشحن | تصريح | تصاريح | اذن استيراد
        | رخصه | ترخيص | استيراد | استورد | نستورد | اورد | تصدير | اصدر | نصدر | منطقه حره | المنطقه الحره | منطقه الحره
        | الحره | جافزا | جبل علي | البر الرئيسي | داخل الدوله | مطلوب* | شروط | متطلبات | ممنوع* | مقيد* | محظور*
        | رمز النظام المنسق | الرمز الجمركي | البند الجمركي | رمز hs | تصديق | اذن تسليم`,
      az: `awraq | mostanadat | mustanadat | fatoora | fatura | tasree7 | tasri7 | esterad | istirad | tasdeer | tasdir`,
    },
    { w: 2, en: `paper | forms | form | import* | export* | required | need to | allowed | rules | regulations` },
  ],
  customs: [
    {
      w: 3,
      en: `customs | clearance | cleared | clear customs | duty | duties | vat | tax* | tariff* | compliance | compliant
        | declaration | declared | customs broker | inspection | inspected | held at | cif | hs code | levy | levies`,
      ar: `جمارك | جمرك* | تخليص | تخلص | مخلص | رسوم | ضريبه | ضرايب | ضرائب | القيمه المضافه | تعرفه | تعريفه | فحص
        | تفتيش | امتثال | مطابقه | بيان جمركي | البيان الجمركي | جمركيه | كم ادفع | كم بدفع | كم راح ادفع | كم لازم ادفع
        | كم بندفع`,
      az: `jamarek | gamarek | jomrok | jumruk | takhlees | takhlis | dareeba | dariba | rusoom | rosoom`,
    },
    { w: 2, en: `clear | fees | charges | broker | inspect* | de minimis | minimis | low value | rate`, ar: `مصاريف` },
  ],
  duty: [
    {
      w: 3,
      en: `duty | duties | vat | tax* | tariff* | how much _ pay | cif | levy | fees | charges`,
      ar: `رسوم | ضريبه | ضرائب | ضرايب | القيمه المضافه | تعرفه | تعريفه | كم ادفع | كم بدفع | كم راح ادفع | كم لازم ادفع`,
      az: `dareeba | dariba | rusoom | rosoom`,
    },
  ],
  issue: [
    {
      w: 3,
      en: `damag* | broken | broke | smashed | crushed | torn | ripped | leak* | dented | shattered | lost | stolen
        | report _ problem/issue | file _ claim/complaint | complain* | refund | compensation | claim | opened box
        | box was open | tampered | never _ got/received/arrived/came | not received | didnt _ receive/get
        | did not _ receive/get | havent _ received | wrong item | wrong product | wrong package | wrong order
        | not what i ordered | not my order | someone else | unacceptable`,
      ar: `تالف* | تلف | تلفت | خربان* | خربت | خرب | مكسور* | انكسر* | متكسر* | كسر* | مكسر | متضرر* | ضرر | تضرر* | تضررت
        | مبلول* | مفتوح* | ضاع* | ضايع* | ضائع* | مفقود* | فقدت | انفقد* | سرق* | مسروق* | ما استلمت | لم استلم
        | ما وصلني | ما جاني | شكوي | شكاوي | اشتكي | اشكي | بلاغ | ابلاغ | ابلغ | ابلغ عن | تعويض | استرجاع | استرداد
        | بدل فاقد | غلط في الطلب | مو طلبي | مش طلبي | مب طلبي | غير مقبول | مو معقول`,
      az: `maksoor | maksour | maksura | maksoora | kharban | kharbana | tal3ana | talef | daya3 | dayi3 | da3at | dayaa
        | mafqood | mafqud | shakwa | shakwe | balagh | ta3weed | mushkila | moshkela | mushkileh | mushkla`,
    },
    { w: 2, en: `report | reporting | missing | return | not happy | terrible | worst`, ar: `ناقص* | نقص` },
    {
      w: 3,
      en: `rude | impolite | unprofessional | bad attitude | shouted | yelled | insulted | harass*`,
      ar: `وقح | قليل ادب | قليل الادب | ما يحترم | ما احترمني | اسلوب سيء | تعامل سيء | تعامله سيء | صرخ | اهانني | غير محترم`,
    },
    {
      w: 3,
      en: `return _ item/items/order/product/it/parcel/package | send _ back | exchange _ item/it/product | open _ case/ticket
        | raise _ case/ticket/complaint | create _ case/ticket | log _ case/complaint | didnt show up | did not show up
        | no show | didnt come | did not come | missed _ delivery | failed delivery | delivery attempt`,
      ar: `ارجاع | ارجع _ الطلب/المنتج/الطرد/الغرض | استرجاع | استبدال | ابدل | افتح _ بلاغ/تذكره/شكوي | سجل _ بلاغ/شكوي
        | ما جا | ما اجا | ما جاء | لم يات | ما حضر | لم يحضر | ما داوم`,
    },
  ],
  issueSoft: [
    {
      w: 3,
      en: `problem* | issue | issues | wrong | incorrect | missing | mistake | error | not working | something wrong`,
      ar: `مشكله | مشاكل | مشكلتي | مشكل | غلط | خطا | خاطئ* | مختلف* | ناقص* | غلطان | خربطه | مو صح | مش صح`,
      az: `mushkila | moshkela | mushkileh | mushkla | ghalat | 8alat`,
    },
  ],
  complaint: [
    {
      w: 3,
      en: `complain* | file _ complaint | escalat* | third time | second time | again and again | every time | fed up
        | unacceptable | ridiculous | worst service | terrible service | not acceptable | terrible | awful | horrible
        | disappointed | disappointing | unhappy | not happy | bad service | poor service | very bad`,
      ar: `شكوي | شكاوي | اشتكي | اشكي | اقدم شكوي | ارفع شكوي | للمره الثالثه | للمره الثانيه | تالت مره | ثالث مره | كل مره
        | زهقت | طفشت | مليت | مو معقول | مش معقول | غير مقبول | خدمه سيئه | اسوا خدمه | خدمتكم سيئه | سيئه جدا | زفت
        | مستاء | زعلان | محبط`,
      az: `shakwa | shakwe | zh2t | ta3ban`,
    },
  ],
  damaged: [
    {
      w: 3,
      en: `damag* | broken | broke | smashed | crushed | torn | ripped | leak* | dented | shattered | wet | scratched
        | cracked | spoiled | opened box | box was open | tampered`,
      ar: `تالف* | تلف | تلفت | خربان* | خربت | خرب | مكسور* | انكسر* | اتكسر* | تكسر* | باظ* | متكسر* | كسر* | مكسر | متضرر* | ضرر | تضرر* | مبلول*
        | مفتوح* | مخدوش* | مشعور*`,
      az: `maksoor | maksour | maksura | maksoora | kharban | kharbana | tal3ana | talef`,
    },
  ],
  missing: [
    {
      w: 3,
      en: `missing | lost | stolen | gone | disappeared | vanished | cant find it | cannot find it | never _ got/received/arrived/came | not received | didnt _ receive/get | did not _ receive
        | havent _ received | empty box | short shipped | incomplete | not delivered to me | says delivered`,
      ar: `ضاع* | ضايع* | ضائع* | مفقود* | فقدت | انفقد* | سرق* | مسروق* | اختفت | اختفي | ما استلمت | لم استلم | ما وصلني | ما جاني | ناقص* | نقص
        | فاضي | فاضيه`,
      az: `daya3 | dayi3 | da3at | mafqood | mafqud | na8s | naqes`,
    },
  ],
  wrongItem: [
    {
      w: 3,
      en: `wrong item | wrong items | wrong product | wrong package | wrong order | wrong goods | not what i ordered
        | not my order | different item | different product | someone elses | not mine | wrong size | wrong colour
        | wrong color`,
      ar: `غلط في الطلب | طلب غلط | منتج غلط | غرض غلط | شي غلط | مو طلبي | مش طلبي | مب طلبي | مو اللي طلبت* | مش اللي طلبت*
        | غير اللي طلبت* | منتج مختلف | مختلف عن | غلط`,
    },
  ],
  handoff: [
    {
      w: 3,
      en: `human | real person | real human | live agent | live person | live chat | representative | customer service
        | customer support | support team | support agent | operator | manager | supervisor | call me | call back
        | talk to someone | speak to someone | talk to _ agent/person/human/someone/staff/team/representative/manager
        | speak to/with _ agent/person/human/someone/staff/team/representative/manager
        | connect _ agent/person/human/someone/staff/team/representative | transfer me | put me through | not a bot
        | not a robot | instead of a bot | actual person | someone from your team | your team | agent`,
      ar: `موظف* | انسان | بشري | شخص حقيقي | ممثل | خدمه العملاء | خدمه عملاء | فريق الدعم | الدعم الفني | مسؤول | مسوول
        | مدير | اكلم | اتكلم | اتحدث | احكي مع | كلمني | كلموني | اتصلوا | اتصل فيني | اتصل بي | حولني | وصلني ب | وصلني مع
        | مو روبوت | مش روبوت | مب روبوت | مو بوت | مش بوت | مب بوت | شخص من الفريق | حد من الفريق | احد من الفريق
        | ابي احد | ابغي احد | بدي حدا | عايز حد | ابي شخص | ابغي شخص`,
      az: `mwazaf | muwazaf | mowazaf | mwazzaf | akalem | akallem | kalem | atkalam | at7adath | insan | bani adam`,
    },
    {
      w: 2,
      en: `talk | speak | person | someone | staff | employee | team`,
      ar: `شخص | احد | حد | حدا | تواصل | اتصال`,
    },
    { w: 2, en: `call | phone | ring`, ar: `يتصل* | اتصل* | تتصل* | يكلمني | تكلموني | يرد علي` },
  ],
  reschedule: [
    {
      w: 3,
      en: `reschedul* | postpon* | redirect* | cancel* | change _ date/address/time/day/slot/delivery
        | different _ address/date/day/time | another _ address/date/day/time | new _ address/date/time
        | deliver _ another/different/later/earlier | hold _ delivery/shipment | pick _ up myself | collect _ myself
        | update _ address | move _ delivery`,
      ar: `تغيير _ موعد/عنوان/تاريخ/وقت/يوم | اغير _ موعد/عنوان/تاريخ/وقت/يوم | غير _ موعد/عنوان/تاريخ/وقت/يوم
        | تعديل _ موعد/عنوان/تاريخ/وقت | اعدل _ موعد/عنوان/تاريخ/وقت | تاجيل | اجل | اأجل | الغاء | الغي | موعد جديد
        | عنوان جديد | عنوان ثاني | عنوان تاني | يوم ثاني | يوم تاني | وقت ثاني | وقت تاني | استلمها بنفسي | استلمه بنفسي`,
      az: `taghyeer | ta2jeel | t2jeel | el8a2 | ilgha2`,
    },
  ],
  active: [
    {
      w: 3,
      en: `active | current | ongoing | open | on the way | on its way | on their way | in transit | still coming
        | not yet delivered | not delivered yet | undelivered | upcoming | en route | still on | outstanding | incoming`,
      ar: `النشطه | نشطه | الحاليه | حاليه | الجاريه | في الطريق | بالطريق | عالطريق | علي الطريق | جايه | جاي | ما وصلت بعد
        | لم تصل بعد | اللي لسه | اللي لسا | اللي باقي | مش واصله | ما وصلت`,
    },
  ],
  pending: [
    {
      w: 3,
      en: `pending | not picked up | awaiting pickup | waiting for pickup | not shipped | booked | not dispatched | not collected`,
      ar: `قيد الانتظار | بانتظار | لم تشحن | ما انشحنت | ما تشحنت | ما استلموها | لم يتم الاستلام من | في الانتظار`,
    },
  ],
  inTransit: [
    { w: 3, en: `in transit | transit | out for delivery | en route`, ar: `خرجت للتوصيل | مع المندوب | مع السواق` },
  ],
  followUp: [
    {
      w: 1,
      en: `it | its | this | that | this one | that one | the same | same one | and | also | what about | how about | then
        | and now`,
      ar: `هذي | هذه | هاذي | ذي | نفس | نفسها | وهي | طيب | ماذا عن | وبالنسبه | وشو | وايش | ومتي | وليش | وين هي | عنها
        | حقها | تبعها | بتاعتها`,
    },
  ],
  other: [
    {
      w: 3,
      en: `the other | other one | another one | the second one | the rest`,
      ar: `الثانيه | التانيه | الثاني | التاني | الاخري | الباقي | الباقيه | الغير`,
    },
  ],
  question: [
    {
      w: 1,
      en: `what | who | which | how | why | when | where | is | are | can | could | do | does | tell me`,
      ar: `ما | ماذا | من | مين | كيف | شو | ايش | وش | ايه | هل | ليش | متي | كم | اي`,
    },
  ],
};

/** Common English words that are never typo-corrected and never read as Arabizi. */
export const ENGLISH_WORDS = `
  a about above after again against all almost also always am an and any anyone anything are around as ask at away
  back bad be because been before being below best better between big bit both but buy by call came can cannot case
  change check city come coming could country day days dear did do does doing done dont down during each early else
  end enough even ever every exactly few find fine first for from full get gets getting give go goes going gone good
  got great had has have having he hello help her here hey hi him his home hope how however i if in info information
  into is it its just keep kind know last late later least left less let like little long look looking lot made make
  man many match may me mean might more morning most much must my name need never new next nice night no none nor not
  nothing now of off often ok okay old on once one only open or other our out over own part people place please point
  put question quick quickly quite rather really right said same say see seem seems send sent set shall she should
  show since so some someone something soon sorry still such sure take tell than thank that the their them then there
  these they thing things think this those though through time to today told too took truck true try two under until
  up us use used very wait want wanted was way we week well went were what when where which while who whom whose why
  will with within without work would year yes yesterday yet you your yours ship shop stop store price cost weather
  football match game team player won win lose score capital france paris city country joke weather news movie music
  song food eat drink recipe cook president minister election bitcoin stock stocks crypto car cars phone phones mobile
  electronics laptop laptops computer food clothes textiles medicine medicines pharmaceutical pharmaceuticals cosmetics
  furniture parts spare goods products product saudi arabia china india germany turkey oman dubai sharjah abu dhabi
  ajman fujairah ras khaimah umm quwain ain jebel ali uae emirates gcc kuwait qatar bahrain riyadh jeddah mumbai
  shanghai hamburg istanbul shenzhen muscat
`;

export const ENGLISH_WORD_LIST: readonly string[] = ENGLISH_WORDS.trim().split(/\s+/);

export const ASSISTANT_LEXICON = compileLexicon(LEXICON, ENGLISH_WORD_LIST);
