import type { MessageKey } from './en.js';

// Kiswahili for Kenyan tenants (issue 25 item 6, ADR 045): everyday words a tenant reads on a
// phone (kodi, salio, risiti, amana, "Tafadhali lipa"), amounts as "KSh 2,500", "Paybill" kept as
// M-Pesa says it. A unit is "chumba" and the Payments page "Malipo", as the tenant's screens say
// them (i18n/web). Only GSM-7 characters (no curly quotes or dashes) so an SMS costs what the
// English one does.
export const sw: Record<MessageKey, string> = {
  'email.footer.onBehalf': 'Imetumwa na {product} kwa niaba ya {landlord}.',
  'email.footer.general':
    'Imetumwa na {product}, huduma ya kusimamia nyumba za kupangisha nchini Kenya.',
  'email.greeting.hello': 'Habari {name},',
  'email.greeting.helloAnonymous': 'Habari,',
  'email.greeting.dear': 'Mpendwa {name},',

  'reminder.subject': 'Kikumbusho cha kodi ya {unit}',
  'reminder.body':
    'Mpendwa {tenant_name},\n\nTunakukumbusha kwamba kodi yako ya {amount} ya {unit} katika {property} inapaswa kulipwa kufikia {due_date}.\nTafadhali lipa kwa wakati ili akaunti yako ibaki sawa. Kama umeshalipa, asante, na tafadhali puuza ujumbe huu.\n\nWako,\n{landlord_name}',
  'reminder.amountDue': 'Kiasi unachodaiwa: {amount}',
  'reminder.dueDate': 'Tarehe ya mwisho ya kulipa: {date}',
  'reminder.tenant': 'Mpangaji: {tenant}, {unit} katika {property}',
  'reminder.action': 'Lipa kodi kwenye ukurasa wa Malipo',
  // Short enough to stay one SMS part where the English one is (messages.test.ts).
  'sms.rentReminder': '{landlord}: Tafadhali lipa kodi {amount} kufikia {date} ({unit}).{pay}',
  'mpesa.payByPaybill': 'Lipa kwa M-Pesa: Paybill {shortcode}, akaunti {account}',
  'mpesa.payByTill': 'Lipa kwa M-Pesa: Till {shortcode} (Buy Goods)',

  'receipt.subject': 'Risiti {receipt}: tumepokea {amount}',
  'receipt.intro':
    '{landlord} amepokea malipo yako ya {amount}. Nambari ya risiti yako ni {receipt}.',
  'receipt.amountInWords': 'Kiasi: {amount} ({words})',
  'receipt.unit': 'Chumba: {unit}',
  'receipt.method': 'Njia ya malipo: {method}',
  'receipt.reference': 'Kumbukumbu: {reference}',
  'receipt.ourReference': 'Kumbukumbu ya malipo: {reference}',
  'receipt.period': 'Kipindi kilicholipiwa: {period}',
  'receipt.balanceAfter': 'Salio baada ya malipo haya: {balance}',
  'receipt.pdf':
    'Unaweza kupakua risiti hii kama PDF kwenye historia ya malipo yako katika {product}.',
  'receipt.signIn': 'Ingia kwenye {product}',
  'receipt.balance.due': '{amount} bado unadaiwa',
  'receipt.balance.ahead': '{amount} umelipa mapema',
  'receipt.balance.zero': '{amount} (umelipa yote)',
  'receipt.method.cash': 'Pesa taslimu',
  'receipt.method.bank_transfer': 'Uhamisho wa benki',
  'receipt.method.cheque': 'Hundi',
  'receipt.method.mpesa': 'M-Pesa',
  'receipt.ref.manual': 'Kumbukumbu',
  'receipt.ref.mpesa': 'Risiti ya M-Pesa',
  'receipt.ref.pesapal': 'Uthibitisho wa Pesapal',
  'invitation.intro':
    '{landlord} sasa anaweka kodi ya chumba {unit} katika {property} kwenye {product}. Akaunti yako iko tayari: chagua nenosiri ili uone salio lako, ulipe kodi na uripoti matatizo.',
  'invitation.action': 'Chagua nenosiri lako',
  'invitation.note':
    'Kiungo hiki kinafanya kazi kwa siku {days} na kinatumika mara moja tu. Baada ya hapo, tumia "Forgot Password?" kwenye ukurasa wa kuingia ukitumia barua pepe hii.',
  'receipt.doc.title': 'Risiti ya malipo',
  'receipt.doc.number': 'Nambari ya risiti {receipt}',
  'receipt.doc.date': 'Tarehe {date}',
  'receipt.doc.receivedFrom': 'Imepokelewa kutoka kwa',
  'receipt.doc.unit': 'Chumba',
  'receipt.doc.amount': 'Kiasi',
  'receipt.doc.amountInWords': 'Kiasi kwa maneno',
  'receipt.doc.method': 'Njia ya malipo',
  'receipt.doc.paidOn': 'Tarehe ya kulipa',
  'receipt.doc.period': 'Kipindi kilicholipiwa',
  'receipt.doc.rentAccount': 'Akaunti ya kodi',
  'receipt.doc.balanceAfter': 'Salio baada ya malipo haya',
  'receipt.doc.issued': 'Imetolewa kupitia {product} kwa niaba ya {landlord}.',
  'sms.paymentReceipt':
    '{landlord}: tumepokea malipo ya {amount}, risiti {receipt}. Salio jipya: {balance}.',

  'report.resolved.subject': 'Ripoti yako imeshughulikiwa: {title}',
  'report.resolved.body':
    '{landlord} amesema ripoti yako "{title}" ya {unit} katika {property} imeshughulikiwa.',
  'report.resolved.again':
    'Kama tatizo bado lipo, tafadhali liripoti tena kupitia ukurasa wako wa mpangaji.',
  'sms.reportStatus': '{landlord}: ripoti yako "{title}" sasa {status}.',
  'report.status.open': 'imefunguliwa',
  'report.status.pending': 'inasubiri',
  'report.status.resolved': 'imeshughulikiwa',
  'report.status.closed': 'imefungwa',

  'application.verify.subject': 'Thibitisha barua pepe yako ili kutuma ombi lako la {product}',
  'application.verify.applied':
    'Umeomba chumba {unit} katika {property}, chini ya usimamizi wa {landlord}.',
  'application.verify.confirm':
    'Thibitisha anwani yako ya barua pepe ili ombi lako litumwe kwa mwenye nyumba.',
  'application.verify.action': 'Thibitisha barua pepe yangu',
  'application.verify.validity':
    'Kiungo hiki kinatumika mara moja tu. Kama hujalipa amana, kinafanya kazi kwa saa {hours}; baada ya hapo ombi linaisha.',
  'application.verify.ignore':
    'Kama hukutuma ombi, puuza barua pepe hii: hakuna kitakachotumwa kwa mwenye nyumba.',
  'application.approved.subject': 'Ombi lako la {product} limekubaliwa',
  'application.approved.body':
    'Ombi lako la chumba {unit} katika {property} limekubaliwa na {landlord}.',
  'application.signIn': 'Sasa unaweza kuingia kwenye {product}.',
  'application.signInAction': 'Sasa unaweza kuingia kwenye {product}',
  'application.declined.subject': 'Ombi lako la {product} limekataliwa',
  'application.declined.body':
    'Ombi lako la chumba {unit} katika {property} limekataliwa na {landlord}.',
  'application.declined.reason': 'Sababu aliyotoa mwenye nyumba: {reason}',
  'application.declined.noReason': 'Mwenye nyumba hakutoa sababu.',

  'password.reset.subject': 'Badilisha nenosiri lako la {product}',
  'password.reset.intro': 'Tumepokea ombi la kubadilisha nenosiri lako la {product}.',
  'password.reset.action': 'Chagua nenosiri jipya',
  'password.reset.validity':
    'Kiungo hiki kinafanya kazi kwa saa {hours} na kinatumika mara moja tu.',
  'password.reset.ignore':
    'Kama hukuomba hivi, puuza barua pepe hii: nenosiri lako halitabadilika.',
  'password.changed.subject': 'Nenosiri lako la {product} limebadilishwa',
  'password.changed.body':
    'Nenosiri la akaunti yako ya {product} limebadilishwa sasa hivi, na vifaa vingine vyote vimeondolewa kwenye akaunti.',
  'password.changed.ok': 'Kama ni wewe, huhitaji kufanya kitu kingine.',
  'password.changed.notYou':
    'Kama si wewe, badilisha nenosiri lako mara moja kwa "Forgot Password?" kwenye ukurasa wa kuingia, kisha wasiliana na msaada.',

  'moveOut.subject': 'Kuhama kwako kutoka chumba {unit}: amana na salio la mwisho',
  'moveOut.intro':
    '{landlord} amerekodi kuhama kwako kutoka chumba {unit} katika {property} tarehe {date}. Hivi ndivyo amana yako na kodi zilivyohesabiwa:',
  'moveOut.depositHeld': 'Amana iliyoshikiliwa: {amount}',
  'moveOut.unpaidRent': 'Kodi ambayo haijalipwa: {amount}',
  'moveOut.noDeductions': 'Makato: hakuna',
  'moveOut.deduction': 'Makato: {reason}: {amount}',
  'moveOut.refundDue': 'Utarudishiwa: {amount}',
  'moveOut.stillOwed': 'Bado unadaiwa: {amount}',
  'moveOut.creditOwed': 'Unadai: {amount}',
  'moveOut.nothingOwed': 'Salio la mwisho: {amount} (hakuna anayedaiwa)',
  'moveOut.signInToRead': 'Unaweza kuingia kwenye {product} kusoma taarifa yako ya mwisho.',
  'moveOut.readAction': 'Ingia usome taarifa yako ya mwisho',
  'moveOut.wrong':
    'Kama kuna jambo lisilo sahihi hapa, wasiliana na mwenye nyumba wako moja kwa moja.',
  'depositRefund.subject': 'Amana yako ya chumba {unit} imerudishwa',
  'depositRefund.intro':
    '{landlord} amerekodi kwamba amekurudishia amana yako ya chumba {unit} katika {property}.',
  'depositRefund.amount': 'Kiasi kilichorudishwa: {amount}',
  'depositRefund.paidBy': 'Njia ya malipo: {method}',
  'depositRefund.paidOn': 'Tarehe ya malipo: {date}',
  'depositRefund.due': 'Kiasi cha kurudishwa wakati wa kuhama: {amount}',

  'invoice.previousBalance': 'Salio lililopita: {amount}',
  'invoice.chargesFor': 'Gharama za {period}:',
  'invoice.noCharges': 'Hakuna gharama mwezi huu',
  'invoice.totalCharges': 'Jumla ya gharama: {amount}',
  'invoice.paymentsIn': 'Malipo yaliyopokelewa {period}: {amount}',
  'invoice.amountDue': 'Kiasi unachodaiwa: {amount}',
  'invoice.paidAhead': 'Umelipa mapema: {amount}',
  'invoice.dueDate': 'Tarehe ya mwisho ya kulipa: {date}',
  'invoice.line.rent': 'Kodi',
  'invoice.line.late_fee': 'Faini ya kuchelewa',
  'invoice.line.water': 'Maji',
  'invoice.line.service': 'Ada ya huduma',
  'invoice.line.adjustment': 'Marekebisho',
  'invoice.line.waiver': 'Msamaha',
  'invoice.line.opening_balance': 'Salio la kuanzia',
  'invoice.line.payment': 'Malipo',
  'mpesa.payByPaybillNoAccount': 'Lipa kwa M-Pesa: Paybill {shortcode}',
  'invoice.monthly.subject': 'Ankara {number} ya {period}: {amount} inadaiwa',
  'invoice.monthly.intro':
    'Hii ni ankara yako {number} kutoka kwa {landlord} ya {unit}, {property}, {period}.',
  'invoice.monthly.orPayOnline': 'Au lipa mtandaoni kupitia ukurasa wako wa mpangaji',
  'invoice.monthly.payOnline': 'Lipa kodi kupitia ukurasa wako wa mpangaji',
  'invoice.monthly.pdf': 'PDF ya ankara hii iko kwenye ukurasa wa Malipo, chini ya Ankara.',
  'invoice.subject': 'Ankara: {amount} inadaiwa kufikia {date}',
  'invoice.intro': 'Hii ni ankara kutoka kwa {landlord} ya {place}.',
  'invoice.yourTenancy': 'upangaji wako',
  'invoice.notes': 'Maelezo: {notes}',
  'invoice.payOnline': 'Lipa mtandaoni kupitia ukurasa wako wa mpangaji',
  'invoice.regards': 'Wako,',
  'invoice.doc.title': 'Ankara',
  'invoice.doc.number': 'Nambari ya ankara {invoice}',
  'invoice.doc.date': 'Tarehe {date}',
  'invoice.doc.period': 'Kipindi {period}',
  'invoice.doc.to': 'Kwa {tenant}',
  'invoice.doc.unit': 'Chumba {unit}, {property}',
  'invoice.doc.previousBalance': 'Salio la awali',
  'invoice.doc.noCharges': 'Hakuna gharama mwezi huu',
  'invoice.doc.totalCharges': 'Jumla ya gharama',
  'invoice.doc.paymentsIn': 'Malipo yaliyopokelewa {period}',
  'invoice.doc.paidAhead': 'Kiasi kilicholipwa mapema',
  'invoice.doc.amountDue': 'Kiasi kinachodaiwa',
  'invoice.doc.dueDate': 'Tarehe ya mwisho ya kulipa',
  'invoice.doc.howToPay': 'Jinsi ya kulipa',
  'invoice.doc.online': 'Mtandaoni: {link}',
  'invoice.doc.issued': 'Imetolewa kupitia {product} kwa niaba ya {landlord}.',

  'message.defaultSubject': 'Ujumbe kutoka kwa {landlord}',
  'placeholder.yourUnit': 'chumba chako',
  'placeholder.yourProperty': 'jengo lako',
  'placeholder.yourRent': 'kodi yako',

  'payment.subject': 'Malipo yamepokelewa: {amount}',
  'payment.received': 'Tumepokea malipo yako ya {amount}.',
  'payment.receivedFor': 'Tumepokea malipo yako ya {amount} kwa {landlord}.',
  'payment.for': 'Kwa ajili ya: {description}',
  'payment.receiptNumber': 'Nambari ya risiti: {receipt}',
  'payment.notProvided': 'haijatolewa',
  'payment.thanks': 'Asante kwa kutumia {product}.',

  'emailChange.confirm.subject': 'Thibitisha anwani yako mpya ya barua pepe ya {product}',
  'emailChange.confirm.body':
    'Umeomba kutumia {email} kama anwani ya barua pepe ya akaunti yako ya {product}. Barua pepe yako haitabadilika hadi uthibitishe.',
  'emailChange.confirm.action': 'Thibitisha anwani hii ya barua pepe',
  'emailChange.confirm.validity':
    'Kiungo hiki kinafanya kazi kwa saa {hours} na kinatumika mara moja tu.',
  'emailChange.confirm.ignore':
    'Kama hukuomba hivi, puuza barua pepe hii: hakuna kitakachobadilika.',
  'emailChange.requested.subject': 'Kuna ombi la kubadilisha barua pepe yako ya {product}',
  'emailChange.requested.body':
    'Mtu aliyeingia kwenye akaunti yako ya {product} ameomba kubadilisha barua pepe yake kuwa {email}. Mabadiliko yatafanyika tu anwani hiyo ikithibitisha; hadi hapo, anwani hii inabaki kuwa barua pepe ya akaunti.',
  'emailChange.requested.ok': 'Kama ni wewe, huhitaji kufanya kitu kingine.',
  'emailChange.requested.notYou':
    'Kama si wewe, badilisha nenosiri lako mara moja kwenye Mipangilio (au kwa "Forgot Password?" kwenye ukurasa wa kuingia): hilo linaondoa vifaa vingine vyote kwenye akaunti. Kisha wasiliana na msaada.',
  'emailChange.changed.subject': 'Barua pepe yako ya {product} imebadilishwa',
  'emailChange.changed.body':
    'Anwani ya barua pepe ya akaunti yako ya {product} sasa ni {email}. Tumia anwani hiyo kuingia kuanzia sasa; barua pepe kutoka {product} zitatumwa huko.',
  'emailChange.changed.notYou': 'Kama si wewe, wasiliana na msaada mara moja.',

  'template.maintenance_notice.subject': 'Matengenezo yaliyopangwa katika {property}',
  'template.maintenance_notice.body':
    'Mpendwa {tenant_name},\n\nTutafanya kazi ya matengenezo katika {property} ambayo huenda ikaathiri {unit}.\nTutajitahidi kupunguza usumbufu. Tafadhali wasiliana nasi kama una maswali au unahitaji tupange muda wa kuingia.\n\nWako,\n{landlord_name}',
  'template.payment_confirmation.subject': 'Malipo ya {unit} yamepokelewa',
  'template.payment_confirmation.body':
    'Mpendwa {tenant_name},\n\nTunathibitisha kwamba tumepokea malipo yako ya {amount} ya {unit} katika {property}.\nAsante kwa kulipa kwa wakati.\n\nWako,\n{landlord_name}',
  'template.inspection_notice.subject': 'Ukaguzi ujao wa {unit}',
  'template.inspection_notice.body':
    'Mpendwa {tenant_name},\n\nTafadhali fahamu kwamba ukaguzi wa kawaida wa {unit} katika {property} umepangwa tarehe {due_date}.\nKama tarehe hii haikufai, tafadhali tujulishe ili tukubaliane siku nyingine.\n\nWako,\n{landlord_name}',
  'template.welcome_message.subject': 'Karibu {property}',
  'template.welcome_message.body':
    'Mpendwa {tenant_name},\n\nKaribu {property}! Tunafurahi kuwa nawe katika {unit}.\nUnaweza kulipa kodi na kuripoti matatizo yoyote kupitia ukurasa wako wa mpangaji. Usisite kuwasiliana nasi ukihitaji chochote.\n\nWako,\n{landlord_name}',
};
