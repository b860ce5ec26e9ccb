import type { Messages } from './en.ts';

export const it: Messages = {
  errors: {
    default: 'Si è verificato un errore. Riprova più tardi.',
    unauthorized: 'Non autorizzato: la sessione è scaduta, accedi di nuovo',
    loginFailed: 'Accesso non consentito: verifica che email e password siano corrette.',
    pageNotFound: "Pagina non trovata: verifica che l'indirizzo sia corretto.",
    emailNotAvailable: "L'email non è disponibile",
    maxAllowanceExceeded: 'Limite massimo superato: elimina uno o più video e riprova.',
    payment: 'Spiacenti, qualcosa è andato storto. Riprova.',
    noSubscription: "Devi avere un abbonamento per creare un'analisi.",
    subscriptionExpired: 'Il tuo abbonamento è scaduto, contattaci per rinnovarlo.',
    cannotBuy:
      'Spiacenti, non puoi acquistare questo progetto. Consulta la pagina di aiuto o contattaci.',
    createProject:
      'Spiacenti, al momento non puoi creare un nuovo progetto. Riprova più tardi.',
    forbidden: "Pagina non trovata: verifica che l'indirizzo sia corretto.",
    notFound: "Pagina non trovata: verifica che l'indirizzo sia corretto.",
    methodNotAllowed: 'Si è verificato un errore. Riprova più tardi.',
    rateLimited: 'Troppi tentativi: attendi qualche minuto e riprova.',
    payloadTooLarge: 'La richiesta è troppo grande.',
  },
  validation: {
    required: '{{field}} è obbligatorio.',
    email: "L'email non è valida.",
    integer: '{{field}} deve essere un numero intero.',
    length: '{{field}} non valido.',
    phone: '{{field}} non è valido.',
    password:
      'La password deve avere almeno 8 caratteri e contenere lettere minuscole, maiuscole e numeri.',
    passwordConfirmation: 'La conferma della password non corrisponde.',
    checkbox: 'Deve essere selezionato.',
    vat: '{{field}} non valido.',
    invalid: '{{field}} non valido.',
  },
  fields: {
    body: 'Richiesta',
  },
};
