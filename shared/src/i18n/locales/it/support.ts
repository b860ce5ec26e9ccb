import type { ScreenMessages } from '../en.ts';

export const itSupport: ScreenMessages['support'] = {
  intro:
    'Domande su un progetto, un pagamento o un numero dei risultati: ecco come contattarci, in quanto tempo rispondiamo e cosa significano i termini.',
  contactTitle: 'Contattaci',
  contactBody: 'Scrivici indicando il nome del progetto e, per un pagamento, il numero della fattura.',
  contactEmail: 'Scrivi a {{email}}',
  contactNone: 'Usa gli argomenti del pannello Aiuto o chiedi l’indirizzo del supporto al tuo referente.',
  timesTitle: 'Tempi di risposta',
  timesProduct: 'Domande sui risultati o sul prodotto: entro un giorno lavorativo.',
  timesPayment: 'Pagamenti, fatture e accesso: entro quattro ore lavorative.',
  timesFieldwork: 'Un progetto fermo in campo: in giornata.',
  timesHours: 'Orari: dal lunedì al venerdì, 9:00–18:00 (CET).',
  statusTitle: 'Stato del servizio',
  statusChecking: 'Verifica del servizio…',
  statusOk: 'Il servizio funziona (verificato alle {{time}}).',
  statusDown:
    'Il servizio al momento non è raggiungibile. I tuoi progetti e i tuoi dati sono al sicuro; riprova tra qualche minuto.',
  statusRetry: 'Verifica di nuovo',
  faqTitle: 'Domande frequenti',
  faqSimulatedQ: 'Perché alcuni risultati dicono “Simulato”?',
  faqSimulatedA:
    'I progetti demo e i test hanno rispondenti simulati, generati dal modello del prodotto. I loro numeri mostrano come funziona il prodotto, non un pubblico reale; ogni schermata ed export lo dice.',
  faqWhenQ: 'Quando arrivano i risultati?',
  faqWhenA:
    'I risultati parziali compaiono durante il campo; l’analisi finale arriva quando il campione è raggiunto o il tempo di campo finisce.',
  faqSeparableQ: 'Cosa significa “non separabili al 95%”?',
  faqSeparableA:
    'Due annunci la cui probabilità di essere migliori l’uno dell’altro resta sotto il 95% condividono un intervallo di posizioni: il campione non sa ancora distinguerli.',
  faqPriceQ: 'Come si forma il prezzo di un progetto?',
  faqPriceA:
    'Un costo di avvio più un costo per rispondente, quindi segue il campione (50, 150 o 300). Il checkout mostra il dettaglio prima del pagamento.',
  readTitle: 'Approfondisci',
  glossaryLink: 'Glossario',
  methodologyLink: 'Metodologia di ogni KPI',
  apiLink: 'Riferimento API',
  glossaryTitle: 'Glossario',
  methodologyTitle: 'Metodologia',
  methodologyIntro:
    'Come si ottiene ogni numero, come nel report PDF. Le formule complete, con ogni costante, sono nella metodologia di AdPulse.',
  // the contact form (POST /support/messages)
  formTitle: 'Scrivici',
  formIntro:
    'Il messaggio arriva al nostro team di assistenza con il tuo account, così troviamo i tuoi progetti. Rispondiamo all’e-mail con cui accedi.',
  formSubject: 'Oggetto',
  formBody: 'Messaggio',
  formBodyHint:
    'Indica il progetto e, per un pagamento, il numero della fattura. Al massimo 5.000 caratteri.',
  formSend: 'Invia messaggio',
  formSending: 'Invio…',
  formSent: 'Grazie: il messaggio è arrivato all’assistenza alle {{time}}. Risponderemo a {{email}}.',
  formAnother: 'Scrivi un altro messaggio',
  formFailed: 'Non è stato possibile inviare il messaggio. Il testo resta qui: riprova tra poco.',
  formSignIn: 'Accedi per scriverci da questa pagina, oppure usa l’indirizzo qui sopra.',
  formSignInLink: 'Accedi',
};
