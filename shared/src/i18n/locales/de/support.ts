import type { ScreenMessages } from '../en.ts';

export const deSupport: ScreenMessages['support'] = {
  intro:
    'Fragen zu einem Projekt, einer Zahlung oder einer Zahl in Ihren Ergebnissen: So erreichen Sie uns, so schnell antworten wir, und das bedeuten die Begriffe.',
  contactTitle: 'Kontakt',
  contactBody: 'Schreiben Sie uns mit dem Namen des Projekts und, bei einer Zahlung, der Rechnungsnummer.',
  contactEmail: 'Schreiben Sie an {{email}}',
  contactNone:
    'Nutzen Sie die Themen der Hilfe oder fragen Sie Ihren Ansprechpartner nach der Support-Adresse.',
  timesTitle: 'Antwortzeiten',
  timesProduct: 'Fragen zu Ergebnissen oder zum Produkt: innerhalb eines Arbeitstags.',
  timesPayment: 'Zahlungen, Rechnungen und Zugang: innerhalb von vier Arbeitsstunden.',
  timesFieldwork: 'Ein Projekt, das im Feld stehen geblieben ist: am selben Arbeitstag.',
  timesHours: 'Arbeitszeiten: Montag bis Freitag, 9:00–18:00 (MEZ).',
  statusTitle: 'Dienststatus',
  statusChecking: 'Dienst wird geprüft…',
  statusOk: 'Der Dienst funktioniert (geprüft um {{time}}).',
  statusDown:
    'Der Dienst ist gerade nicht erreichbar. Ihre Projekte und Daten sind sicher; versuchen Sie es in ein paar Minuten erneut.',
  statusRetry: 'Erneut prüfen',
  faqTitle: 'Häufige Fragen',
  faqSimulatedQ: 'Warum steht bei manchen Ergebnissen „Simuliert“?',
  faqSimulatedA:
    'Demoprojekte und Tests werden von simulierten Befragten beantwortet, die das Modell des Produkts erzeugt. Ihre Zahlen zeigen, wie das Produkt funktioniert, nicht ein echtes Publikum; jede Ansicht und jeder Export sagt das.',
  faqWhenQ: 'Wann kommen die Ergebnisse?',
  faqWhenA:
    'Live-Ergebnisse erscheinen während der Feldphase; die endgültige Analyse kommt, wenn die Stichprobe erreicht oder die Feldzeit vorbei ist.',
  faqSeparableQ: 'Was bedeutet „bei 95 % nicht trennbar“?',
  faqSeparableA:
    'Zwei Anzeigen, deren Wahrscheinlichkeit, besser als die andere zu sein, unter 95 % bleibt, teilen sich einen Rangbereich: Die Stichprobe kann sie noch nicht unterscheiden.',
  faqPriceQ: 'Wie entsteht der Preis eines Projekts?',
  faqPriceA:
    'Eine Einrichtungsgebühr plus eine Gebühr pro Befragtem, er folgt also der Stichprobe (50, 150 oder 300). Der Checkout zeigt die Aufschlüsselung vor der Zahlung.',
  readTitle: 'Mehr lesen',
  glossaryLink: 'Glossar',
  methodologyLink: 'Methodik jedes KPI',
  apiLink: 'API-Referenz',
  glossaryTitle: 'Glossar',
  methodologyTitle: 'Methodik',
  methodologyIntro:
    'Wie jede Zahl entsteht, wie im PDF-Bericht. Die vollständigen Formeln mit allen Konstanten stehen in der AdPulse-Methodik.',
  // the contact form (POST /support/messages)
  formTitle: 'Schreiben Sie uns',
  formIntro:
    'Ihre Nachricht erreicht unser Support-Team zusammen mit Ihrem Konto, damit wir Ihre Projekte finden. Wir antworten an Ihre Anmelde-E-Mail.',
  formSubject: 'Betreff',
  formBody: 'Nachricht',
  formBodyHint:
    'Nennen Sie das Projekt und, bei einer Zahlung, die Rechnungsnummer. Höchstens 5.000 Zeichen.',
  formSend: 'Nachricht senden',
  formSending: 'Wird gesendet…',
  formSent: 'Danke: Ihre Nachricht hat den Support um {{time}} erreicht. Wir antworten an {{email}}.',
  formAnother: 'Weitere Nachricht schreiben',
  formFailed:
    'Die Nachricht konnte nicht gesendet werden. Ihr Text bleibt erhalten: Versuchen Sie es gleich noch einmal.',
  formSignIn: 'Melden Sie sich an, um uns von dieser Seite zu schreiben, oder nutzen Sie die Adresse oben.',
  formSignInLink: 'Anmelden',
};
