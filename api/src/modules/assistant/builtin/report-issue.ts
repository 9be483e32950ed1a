import type { LanguageCode } from '@qafila/contracts';
import { delayReason, suggestion } from '../present.ts';
import type { AssistantReply, AssistantShipment, SupportCaseCategory } from '../types.ts';
import type { Understanding } from '../understand.ts';
import { badCheckText, notFoundText } from './answer.ts';
import { contextShipment } from './resolve.ts';
import { findByReference, reply, shipments, type Turn } from './turn.ts';

/** Support cases: damage, loss, delay, wrong item. */
function issueCategory(u: Understanding): SupportCaseCategory {
  if (u.s.damaged >= 3) return 'damaged';
  if (u.s.wrongItem >= 3) return 'wrong_item';
  if (u.s.missing >= 3 || u.s.notReceived >= 3) return 'missing';
  if (u.s.delay >= 3) return 'delayed';
  return 'other';
}

const CATEGORY_TEXT: Record<SupportCaseCategory, Record<LanguageCode, string>> = {
  damaged: { en: 'damaged goods', ar: 'بضاعة متضررة' },
  missing: { en: 'missing or not received', ar: 'شحنة مفقودة أو لم تُستلم' },
  delayed: { en: 'delay', ar: 'تأخير' },
  wrong_item: { en: 'wrong item', ar: 'صنف خاطئ' },
  other: { en: 'general issue', ar: 'مشكلة عامة' },
};

const NEXT_STEPS: Record<SupportCaseCategory, Record<LanguageCode, string>> = {
  damaged: {
    en: 'Please keep the packaging and send photos of the damage and the outer box here — they help the claim.',
    ar: 'يُرجى الاحتفاظ بالتغليف وإرسال صور للضرر وللكرتون الخارجي هنا، فهي تساعد في معالجة المطالبة.',
  },
  missing: {
    en: 'We will check the delivery record and proof of delivery with the driver and come back to you.',
    ar: 'سنراجع سجل التسليم وإثبات التسليم مع السائق ونعود إليك.',
  },
  delayed: {
    en: 'The team will look into the delay and what can be done to speed it up.',
    ar: 'سيراجع الفريق سبب التأخير وما يمكن فعله لتسريع التسليم.',
  },
  wrong_item: {
    en: 'Please don’t use the items, and send a photo of what you received and of the label here.',
    ar: 'يُرجى عدم استخدام الأصناف، وإرسال صورة لما استلمته وللملصق هنا.',
  },
  other: {
    en: 'Please describe what happened in a message here — it is added to the conversation the team will read.',
    ar: 'يُرجى وصف ما حدث في رسالة هنا — ستكون ضمن المحادثة التي سيقرؤها الفريق.',
  },
};

export async function reportIssue(turn: Turn): Promise<AssistantReply> {
  const { u, lang, ar, tools, ctx } = turn;
  // "open a case for it" after "why is … late?" is about the delay.
  let category = issueCategory(u);
  if (category === 'other' && ctx.previousUser) category = issueCategory(ctx.previousUser);
  let s: AssistantShipment | undefined;
  const notes: string[] = [];
  const valid = u.references.filter((r) => r.valid);
  for (const r of valid) {
    s = await findByReference(turn, r.canonical);
    if (s) break;
  }
  if (!s && valid.length) notes.push(notFoundText(valid, turn));
  const bad = u.references.filter((r) => !r.valid);
  if (bad.length) notes.push(badCheckText(bad, turn));
  if (!s && !valid.length) {
    s = await contextShipment(turn, { allowHistory: true });
    if (!s && category === 'delayed') {
      const delayed = (await shipments(turn)).filter((x) => x.status === 'delayed');
      if (delayed.length === 1) s = delayed[0];
    }
  }
  const summary = `[${category}] ${u.text.trim()}`.slice(0, 500);
  const { reference } = await tools.openSupportCase({
    summary,
    category,
    ...(s ? { shipmentId: s.id } : {}),
  });
  const wantsPerson = u.s.handoff >= 3;
  if (wantsPerson) await tools.requestHandoff(`Customer asked for a person while reporting an issue (${reference}).`);
  const complaint = u.s.complaint >= 3;
  const lines: string[] = [];
  lines.push(
    complaint
      ? ar
        ? 'أعتذر فعلاً عن تكرار ذلك، ومن حقك أن تتوقع خدمة أفضل.'
        : 'I’m really sorry this keeps happening — you should expect better.'
      : ar
        ? 'آسف لما حدث.'
        : 'I’m sorry about that.',
  );
  const about = s ? (ar ? ` للشحنة ${s.trackingNumber}` : ` for ${s.trackingNumber}`) : '';
  lines.push(
    ar
      ? `فتحت ${complaint ? 'شكوى' : 'بلاغاً'} برقم ${reference}${about} (${CATEGORY_TEXT[category].ar}). سيراجعه فريق الدعم ويردّ عليك في هذه المحادثة.`
      : `I’ve opened ${complaint ? 'a complaint' : 'a support case'}, reference ${reference}${about} (${CATEGORY_TEXT[category].en}). Our support team will review it and reply in this chat.`,
  );
  if (s && category === 'delayed' && s.status === 'delayed') {
    const reason = delayReason(s, lang);
    if (reason) lines.push(ar ? `سبب التأخير المسجّل: ${reason}.` : `The recorded reason for the delay: ${reason}.`);
  }
  lines.push(NEXT_STEPS[category][lang]);
  if (!s && !valid.length) {
    lines.push(
      ar
        ? 'إذا كانت المشكلة تخص شحنة معيّنة، أرسل رقم التتبع لنربطه بالبلاغ.'
        : 'If this is about a specific shipment, send its tracking number so the team can link it.',
    );
  }
  if (wantsPerson) {
    lines.push(
      ar
        ? 'وطلبت أيضاً أن ينضم إليك أحد أعضاء الفريق؛ سيردّ عليك شخص من الفريق هنا في هذه المحادثة.'
        : 'I’ve also asked for a member of the team to join; a person from our team will reply here in this chat.',
    );
  } else if (complaint) {
    lines.push(
      ar
        ? 'إذا أردت التحدث مع شخص من الفريق، قل ذلك فقط.'
        : 'If you’d like to talk to a person from our team, just say so.',
    );
  }
  lines.push(...notes);
  const suggestions = [
    ...(wantsPerson ? [] : [suggestion('talkToPerson', lang)]),
    ...(s
      ? [ar ? `تتبع الشحنة ${s.trackingNumber}` : `Track ${s.trackingNumber}`]
      : [suggestion('listShipments', lang)]),
    suggestion('activeShipments', lang),
  ];
  return reply(lang, 'report_issue', lines.join('\n'), suggestions);
}
